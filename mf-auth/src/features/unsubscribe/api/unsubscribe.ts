import { unsubscribeResultSchema } from '@carclub/contracts';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';

import { AUTH_MUTATION_DEFAULTS } from '../../../lib/api';

export type UnsubscribeResult = z.infer<typeof unsubscribeResultSchema>;

/**
 * The one-click unsubscribe of a notification e-mail: the token is the proof, no sign-in. 200
 * {kind}: those e-mails stop; 400 for a token that is malformed, unknown or no longer valid.
 */
export async function unsubscribe(token: string): Promise<UnsubscribeResult> {
  const { request } = await import('@carclub/api-client');
  return request(unsubscribeResultSchema, {
    method: 'POST',
    url: '/notifications/unsubscribe',
    data: { token },
  });
}

export function useUnsubscribe() {
  return useMutation({ ...AUTH_MUTATION_DEFAULTS, mutationFn: unsubscribe });
}
