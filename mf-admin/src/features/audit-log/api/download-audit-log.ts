import type { AuditLogFilters } from '@carclub/contracts';
import { type DownloadedFile, fetchFile } from '@carclub/kit';
import { useMutation } from '@tanstack/react-query';

export type AuditLogFile = DownloadedFile;

/** `GET /admin/audit-log.csv` with the page's filters, saved from memory: ADR 0079. */
export function downloadAuditLog(filters: AuditLogFilters): Promise<AuditLogFile> {
  return fetchFile('/admin/audit-log.csv', { params: filters, fallbackName: 'audit-log.csv' });
}

export function useDownloadAuditLog() {
  return useMutation({ mutationFn: downloadAuditLog, retry: false });
}
