import {
  type AdminReferenceQuery,
  adminReferenceItemSchema,
  paginated,
  type ReferenceList,
} from '@carclub/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { adminKeys } from '../../../lib/api/query-keys';

const pageSchema = paginated(adminReferenceItemSchema);

export async function getReferenceItems(
  list: ReferenceList,
  query: AdminReferenceQuery,
  signal?: AbortSignal,
) {
  const { request } = await import('@carclub/api-client');
  return request(pageSchema, { url: `/admin/reference/${list}`, params: query, signal });
}

export const referenceItemsQueryOptions = (list: ReferenceList, query: AdminReferenceQuery) =>
  queryOptions({
    queryKey: adminKeys.referenceList(list, query),
    queryFn: ({ signal }) => getReferenceItems(list, query, signal),
    // Paging or searching keeps the old rows on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  });

export function useReferenceItems(list: ReferenceList, query: AdminReferenceQuery, enabled = true) {
  return useQuery({ ...referenceItemsQueryOptions(list, query), enabled });
}
