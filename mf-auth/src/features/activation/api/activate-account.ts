import type { ActivateRequest } from '@carclub/contracts';
import { useMutation } from '@tanstack/react-query';

import { AUTH_MUTATION_DEFAULTS } from '../../../lib/api';
import { activateResponseSchema, type ActivateResponse } from '../schemas';

/** 200 {status}; 410 when the link has expired; 400 when it is not a link we sent. */
export async function activateAccount(body: ActivateRequest): Promise<ActivateResponse> {
  const { request } = await import('@carclub/api-client');
  return request(activateResponseSchema, { method: 'POST', url: '/auth/activate', data: body });
}

export function useActivateAccount() {
  return useMutation({ ...AUTH_MUTATION_DEFAULTS, mutationFn: activateAccount });
}
