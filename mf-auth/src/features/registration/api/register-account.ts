import type { RegisterRequest } from '@carclub/contracts';
import { useMutation } from '@tanstack/react-query';

import { AUTH_MUTATION_DEFAULTS } from '../../../lib/api';
import type { RegisterResponse } from '../schemas';

/** 201 {email}; 409 names the taken field (email or nickname); 400 lists field errors. */
export async function registerAccount(body: RegisterRequest): Promise<RegisterResponse> {
  const [{ request }, { registerResponseSchema }] = await Promise.all([
    import('@carclub/api-client'),
    import('../schemas'),
  ]);
  return request(registerResponseSchema, { method: 'POST', url: '/auth/register', data: body });
}

export function useRegisterAccount() {
  return useMutation({ ...AUTH_MUTATION_DEFAULTS, mutationFn: registerAccount });
}
