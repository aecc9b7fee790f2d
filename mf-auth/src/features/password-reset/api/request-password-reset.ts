import type { ForgotPasswordRequest } from '@carclub/contracts';
import { useMutation } from '@tanstack/react-query';

import { AUTH_MUTATION_DEFAULTS } from '../../../lib/api';

/** 202 whether or not the address has an account, so the answer reveals nothing. */
export async function requestPasswordReset(body: ForgotPasswordRequest): Promise<void> {
  const { request } = await import('@carclub/api-client');
  return request({ method: 'POST', url: '/auth/forgot-password', data: body });
}

export function useRequestPasswordReset() {
  return useMutation({ ...AUTH_MUTATION_DEFAULTS, mutationFn: requestPasswordReset });
}
