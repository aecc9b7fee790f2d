import { apiClient, toApiError } from '@carclub/api-client';
import type { AuditLogFilters } from '@carclub/contracts';
import { useMutation } from '@tanstack/react-query';

const FALLBACK_NAME = 'audit-log.csv';

export interface AuditLogFile {
  blob: Blob;
  fileName: string;
}

/**
 * `GET /admin/audit-log.csv` with the page's filters. Fetched through the api-client so that it
 * carries the session's bearer token (a plain link could not), then saved from memory: ADR 0079.
 */
export async function downloadAuditLog(filters: AuditLogFilters): Promise<AuditLogFile> {
  try {
    const response = await apiClient.get<Blob>('/admin/audit-log.csv', {
      params: filters,
      responseType: 'blob',
    });
    const disposition = String(response.headers['content-disposition'] ?? '');
    const fileName = /filename="([^"]+)"/.exec(disposition)?.[1] ?? FALLBACK_NAME;
    return { blob: response.data, fileName };
  } catch (error) {
    throw toApiError(error);
  }
}

export function useDownloadAuditLog() {
  return useMutation({ mutationFn: downloadAuditLog, retry: false });
}
