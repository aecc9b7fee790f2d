import { emailSchema } from '@carclub/contracts';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';

import { AUTH_MUTATION_DEFAULTS, postJson } from './api';

export const resendActivationRequestSchema = z.object({ email: emailSchema });
export type ResendActivationRequest = z.infer<typeof resendActivationRequestSchema>;

/** 202 whether or not the address has an account waiting for activation. */
export async function resendActivation(request: ResendActivationRequest): Promise<void> {
  await postJson('/auth/resend-activation', request);
}

export function useResendActivation() {
  return useMutation({ ...AUTH_MUTATION_DEFAULTS, mutationFn: resendActivation });
}
