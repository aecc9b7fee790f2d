import { useMutation } from '@tanstack/react-query';

import { AUTH_MUTATION_DEFAULTS } from './api';
import type { ResendActivationRequest } from './resend-activation-schema';

/** 202 whether or not the address has an account waiting for activation. */
export async function resendActivation(body: ResendActivationRequest): Promise<void> {
  const { request } = await import('@carclub/api-client');
  return request({ method: 'POST', url: '/auth/resend-activation', data: body });
}

export function useResendActivation() {
  return useMutation({ ...AUTH_MUTATION_DEFAULTS, mutationFn: resendActivation });
}
