import type { LoginRequest, TokenPair } from '@carclub/contracts';
import { useMutation } from '@tanstack/react-query';

import { AUTH_MUTATION_DEFAULTS } from '../../../lib/api';

/** 200 with a token pair; 401 for wrong credentials; 403 (email named) for an account not yet activated. */
export async function login(body: LoginRequest): Promise<TokenPair> {
  const [{ request }, { tokenPairSchema }] = await Promise.all([
    import('@carclub/api-client'),
    import('@carclub/contracts'),
  ]);
  return request(tokenPairSchema, { method: 'POST', url: '/auth/login', data: body });
}

export function useLogin() {
  return useMutation({ ...AUTH_MUTATION_DEFAULTS, mutationFn: login });
}
