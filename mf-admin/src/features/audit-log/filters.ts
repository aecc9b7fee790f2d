import { type AuditLogFilters, auditLogFiltersSchema } from '@carclub/contracts';

export const FILTER_NAMES = ['action', 'targetType', 'actor', 'from', 'to'] as const;

/**
 * The filters in the address, each kept only when valid on its own: a hand-edited link with a bad
 * date shows the log without that filter rather than an error.
 */
export function filtersFrom(params: URLSearchParams): AuditLogFilters {
  const filters: Record<string, string> = {};
  for (const name of FILTER_NAMES) {
    const value = params.get(name);
    if (!value) continue;
    const parsed = auditLogFiltersSchema.shape[name].safeParse(value);
    if (parsed.success && parsed.data !== undefined) filters[name] = parsed.data;
  }
  return filters;
}

export function pageFrom(params: URLSearchParams): number {
  return Math.max(1, Number(params.get('page')) || 1);
}
