import { z } from 'zod';

import { auditActionSchema, auditTargetTypeSchema } from './audit';
import { isIsoDate } from './dates';
import { paginated } from './pagination';
import { VALIDATION_MESSAGES as V } from './validation-messages';

const isoDate = z
  .string({ error: V.invalidFormat })
  .trim()
  .refine(isIsoDate, { error: V.invalidFormat });

export const AUDIT_LOG_PAGE_SIZE = 25;

/**
 * The audit log's filters, shared by the page, its CSV and the URL. `from` and `to` are calendar
 * days (UTC), both included.
 */
export const auditLogFiltersSchema = z.object({
  action: auditActionSchema.optional(),
  targetType: auditTargetTypeSchema.optional(),
  /** The acting staff member's nickname, as written then (case-insensitive, exact). */
  actor: z.string().trim().min(1).max(64).optional(),
  from: isoDate.optional(),
  to: isoDate.optional(),
});
export type AuditLogFilters = z.infer<typeof auditLogFiltersSchema>;

export const auditLogQuerySchema = auditLogFiltersSchema.extend({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(AUDIT_LOG_PAGE_SIZE),
});
export type AuditLogQuery = z.input<typeof auditLogQuerySchema>;

export const auditEntrySchema = z.object({
  id: z.number().int(),
  /** ISO timestamp. */
  at: z.string(),
  actorId: z.string(),
  actorNickname: z.string(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  targetLabel: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  reason: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditLogPageSchema = paginated(auditEntrySchema);
export type AuditLogPage = z.infer<typeof auditLogPageSchema>;
