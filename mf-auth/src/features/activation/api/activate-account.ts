import type { ActivateRequest } from '@carclub/contracts';
import { useMutation } from '@tanstack/react-query';

import { AUTH_MUTATION_DEFAULTS, postJson } from '../../../lib/api';
import { activateResponseSchema, type ActivateResponse } from '../schemas';

/** 200 {status}; 410 when the link has expired; 400 when it is not a link we sent. */
export async function activateAccount(request: ActivateRequest): Promise<ActivateResponse> {
  return activateResponseSchema.parse(await postJson('/auth/activate', request));
}

export function useActivateAccount() {
  return useMutation({ ...AUTH_MUTATION_DEFAULTS, mutationFn: activateAccount });
}
