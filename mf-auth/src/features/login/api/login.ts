import { tokenPairSchema, type LoginRequest, type TokenPair } from '@carclub/contracts';
import { useMutation } from '@tanstack/react-query';

import { AUTH_MUTATION_DEFAULTS, postJson } from '../../../lib/api';

/** 200 with a token pair; 401 for wrong credentials; 403 (email named) for an account not yet activated. */
export async function login(request: LoginRequest): Promise<TokenPair> {
  return tokenPairSchema.parse(await postJson('/auth/login', request));
}

export function useLogin() {
  return useMutation({ ...AUTH_MUTATION_DEFAULTS, mutationFn: login });
}
