import { tokenPairSchema, type TokenPair } from '@carclub/contracts';
import { useMutation } from '@tanstack/react-query';

import { AUTH_MUTATION_DEFAULTS } from '../../../lib/api';

/**
 * Exchanges the hand-off cookie the API set on its Google callback for a token pair: 200 with the
 * pair; 410 when the hand-off expired or was already used; 400 when there is none. The cookie is
 * httpOnly and single use, so the call is never repeated (AUTH_MUTATION_DEFAULTS).
 */
export async function createGoogleSession(): Promise<TokenPair> {
  const { request } = await import('@carclub/api-client');
  return request(tokenPairSchema, { method: 'POST', url: '/auth/google/session', data: {} });
}

export function useCreateGoogleSession() {
  return useMutation({ ...AUTH_MUTATION_DEFAULTS, mutationFn: createGoogleSession });
}
