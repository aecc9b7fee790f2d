import { type AdminMemberDetail, adminMemberDetailSchema } from '@carclub/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { adminKeys } from '../../../lib/api/query-keys';

export async function getMember(
  memberId: string,
  signal?: AbortSignal,
): Promise<AdminMemberDetail> {
  const { request } = await import('@carclub/api-client');
  return request(adminMemberDetailSchema, {
    url: `/admin/members/${encodeURIComponent(memberId)}`,
    signal,
  });
}

export const memberQueryOptions = (memberId: string) =>
  queryOptions({
    queryKey: adminKeys.member(memberId),
    queryFn: ({ signal }) => getMember(memberId, signal),
  });

export function useMember(memberId: string) {
  return useQuery(memberQueryOptions(memberId));
}
