import { type AdminOverview, adminOverviewSchema } from '@carclub/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { adminKeys } from '../../../lib/api/query-keys';

export async function getAdminOverview(signal?: AbortSignal): Promise<AdminOverview> {
  const { request } = await import('@carclub/api-client');
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
