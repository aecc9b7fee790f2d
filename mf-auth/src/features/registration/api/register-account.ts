import type { RegisterRequest } from '@carclub/contracts';
import { useMutation } from '@tanstack/react-query';

import { AUTH_MUTATION_DEFAULTS, postJson } from '../../../lib/api';
import { registerResponseSchema, type RegisterResponse } from '../schemas';

/** 201 {email}; 409 names the taken field (email or nickname); 400 lists field errors. */
export async function registerAccount(request: RegisterRequest): Promise<RegisterResponse> {
  return registerResponseSchema.parse(await postJson('/auth/register', request));
}

export function useRegisterAccount() {
  return useMutation({ ...AUTH_MUTATION_DEFAULTS, mutationFn: registerAccount });
}
