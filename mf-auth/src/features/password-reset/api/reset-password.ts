import type { ResetPasswordRequest } from '@carclub/contracts';
import { useMutation } from '@tanstack/react-query';

import { AUTH_MUTATION_DEFAULTS } from '../../../lib/api';

/** 204; 410 when the link has expired; 400 when it is not a link we sent. */
export async function resetPassword(body: ResetPasswordRequest): Promise<void> {
  const { request } = await import('@carclub/api-client');
  return request({ method: 'POST', url: '/auth/reset-password', data: body });
}

export function useResetPassword() {
  return useMutation({ ...AUTH_MUTATION_DEFAULTS, mutationFn: resetPassword });
}
