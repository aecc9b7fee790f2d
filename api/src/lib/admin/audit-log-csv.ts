import type { AuditEntry } from '@carclub/contracts';

import { CSV_BOM, csvRow } from '../text';

export const AUDIT_CSV_COLUMNS = [
  'at',
  'actorId',
  'actorNickname',
  'action',
  'targetType',
  'targetId',
  'targetLabel',
  'before',
  'after',
  'reason',
] as const;

function text(value: unknown): string {
  if (value === null || value === undefined) return '';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

export function auditCsvHeader(): string {
  return CSV_BOM + csvRow(AUDIT_CSV_COLUMNS);
}

export function auditCsvRow(entry: AuditEntry): string {
  return csvRow(AUDIT_CSV_COLUMNS.map((column) => text(entry[column])));
}
