import { request } from '@carclub/api-client';
import { emailSchema } from '@carclub/contracts';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';

import { AUTH_MUTATION_DEFAULTS } from './api';

export const resendActivationRequestSchema = z.object({ email: emailSchema });
export type ResendActivationRequest = z.infer<typeof resendActivationRequestSchema>;

/** 202 whether or not the address has an account waiting for activation. */
export function resendActivation(body: ResendActivationRequest): Promise<void> {
  return request({ method: 'POST', url: '/auth/resend-activation', data: body });
}

export function useResendActivation() {
  return useMutation({ ...AUTH_MUTATION_DEFAULTS, mutationFn: resendActivation });
}
