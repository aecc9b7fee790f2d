import { type MemberTrustLevelRequest, ownTrustLevelSchema } from '@carclub/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { adminKeys } from '../../../lib/api/query-keys';

/** `POST /admin/members/{id}/trust-level`: the member's level as it is now. */
export async function setTrustLevel(memberId: string, body: MemberTrustLevelRequest) {
  const { request } = await import('@carclub/api-client');
  return request(ownTrustLevelSchema, {
    method: 'POST',
    url: `/admin/members/${encodeURIComponent(memberId)}/trust-level`,
    data: body,
  });
}

/** Fixes or frees the level, then reads the member's page again. */
export function useSetTrustLevel(memberId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MemberTrustLevelRequest) => setTrustLevel(memberId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.member(memberId) }),
  });
}
