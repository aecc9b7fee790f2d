import type { ResetPasswordRequest } from '@carclub/contracts';
import { useMutation } from '@tanstack/react-query';

import { AUTH_MUTATION_DEFAULTS, postJson } from '../../../lib/api';

/** 204; 410 when the link has expired; 400 when it is not a link we sent. */
export async function resetPassword(request: ResetPasswordRequest): Promise<void> {
  await postJson('/auth/reset-password', request);
}

export function useResetPassword() {
  return useMutation({ ...AUTH_MUTATION_DEFAULTS, mutationFn: resetPassword });
}
