import {
  type EmailChangeResult,
  emailChangeResultSchema,
  type EmailChangeToken,
} from '@carclub/contracts';
import { useMutation } from '@tanstack/react-query';

import { AUTH_MUTATION_DEFAULTS } from '../../../lib/api';

/** The two links of an e-mail change: the new address confirms, the old one cancels. */
export type EmailChangeLinkAction = 'confirm' | 'cancel';

/**
 * 200 {email}: the account's address afterwards. 410 when the link has expired, 400 when it is
 * unknown or used; confirming also answers 409 when another account took the address meanwhile.
 */
export async function followEmailChangeLink(
  action: EmailChangeLinkAction,
  body: EmailChangeToken,
): Promise<EmailChangeResult> {
  const { request } = await import('@carclub/api-client');
  return request(emailChangeResultSchema, {
    method: 'POST',
    url: `/profile/email-change/${action}`,
    data: body,
  });
}

export function useFollowEmailChangeLink(action: EmailChangeLinkAction) {
  return useMutation({
    ...AUTH_MUTATION_DEFAULTS,
    mutationFn: (body: EmailChangeToken) => followEmailChangeLink(action, body),
  });
}
