import { request } from '@carclub/api-client';
import { type AdminOverview, adminOverviewSchema } from '@carclub/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { adminKeys } from '../../../lib/api/query-keys';

export function getAdminOverview(signal?: AbortSignal): Promise<AdminOverview> {
  return request(adminOverviewSchema, { url: '/admin/overview', signal });
}

export const adminOverviewQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.overview,
    queryFn: ({ signal }) => getAdminOverview(signal),
  });

export function useAdminOverview() {
  return useQuery(adminOverviewQueryOptions());
}
