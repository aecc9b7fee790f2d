import {
  type AdminMembersPage,
  adminMembersPageSchema,
  type AdminMembersQueryInput,
} from '@carclub/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { adminKeys } from '../../../lib/api/query-keys';

export async function getMembers(
  query: AdminMembersQueryInput,
  signal?: AbortSignal,
): Promise<AdminMembersPage> {
  const { request } = await import('@carclub/api-client');
  return request(adminMembersPageSchema, { url: '/admin/members', params: query, signal });
}

export const membersQueryOptions = (query: AdminMembersQueryInput) =>
  queryOptions({
    queryKey: adminKeys.memberList(query),
    queryFn: ({ signal }) => getMembers(query, signal),
    // The table keeps the last page on screen while the next search runs, instead of flashing.
    placeholderData: keepPreviousData,
  });

export function useMembers(query: AdminMembersQueryInput) {
  return useQuery(membersQueryOptions(query));
}
