import type { ForgotPasswordRequest } from '@carclub/contracts';
import { useMutation } from '@tanstack/react-query';

import { AUTH_MUTATION_DEFAULTS, postJson } from '../../../lib/api';

/** 202 whether or not the address has an account, so the answer reveals nothing. */
export async function requestPasswordReset(request: ForgotPasswordRequest): Promise<void> {
  await postJson('/auth/forgot-password', request);
}

export function useRequestPasswordReset() {
  return useMutation({ ...AUTH_MUTATION_DEFAULTS, mutationFn: requestPasswordReset });
}
