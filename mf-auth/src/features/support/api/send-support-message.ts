import type { SupportRequest } from '@carclub/contracts';
import { useMutation } from '@tanstack/react-query';

import { AUTH_MUTATION_DEFAULTS } from '../../../lib/api';

/** 202 once the team's inbox has the message; 400 names fields, 429 past the hourly budget. */
export async function sendSupportMessage(body: SupportRequest): Promise<void> {
  const { request } = await import('@carclub/api-client');
  await request({ method: 'POST', url: '/support', data: body });
}

export function useSendSupportMessage() {
  return useMutation({ ...AUTH_MUTATION_DEFAULTS, mutationFn: sendSupportMessage });
}
