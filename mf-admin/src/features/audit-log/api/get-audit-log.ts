import { type AuditLogQuery, auditLogPageSchema } from '@carclub/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { adminKeys } from '../../../lib/api/query-keys';

export async function getAuditLog(query: AuditLogQuery, signal?: AbortSignal) {
  const { request } = await import('@carclub/api-client');
  return request(auditLogPageSchema, { url: '/admin/audit-log', params: query, signal });
}

export const auditLogQueryOptions = (query: AuditLogQuery) =>
  queryOptions({
    queryKey: adminKeys.auditLogPage(query),
    queryFn: ({ signal }) => getAuditLog(query, signal),
    placeholderData: keepPreviousData,
  });

export function useAuditLog(query: AuditLogQuery) {
  return useQuery(auditLogQueryOptions(query));
}
