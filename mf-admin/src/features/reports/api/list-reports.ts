import {
  type AdminReportList,
  adminReportListSchema,
  type AdminReportQuery,
} from '@carclub/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { adminKeys } from '../../../lib/api/query-keys';

export async function listReports(
  query: AdminReportQuery,
  signal?: AbortSignal,
): Promise<AdminReportList> {
  const { request } = await import('@carclub/api-client');
  return request(adminReportListSchema, { url: '/admin/reports', params: query, signal });
}

export const reportsQueryOptions = (query: AdminReportQuery) =>
  queryOptions({
    queryKey: adminKeys.reportList(query),
    queryFn: ({ signal }) => listReports(query, signal),
    placeholderData: keepPreviousData,
  });

export function useReports(query: AdminReportQuery) {
  return useQuery(reportsQueryOptions(query));
}
