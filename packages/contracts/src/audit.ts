import { z } from 'zod';

/**
 * Every kind of staff action the audit log records, as `<target>.<verb>`. One list, so the log's
 * filter, its CSV and the dashboard's texts (`admin:audit.actions.*`) all name the same things.
 */
export const AUDIT_ACTIONS = [
  'member.roleGrant',
  'member.roleRevoke',
  'member.block',
  'member.unblock',
  'member.uploadsBan',
  'member.uploadsUnban',
  'member.signOutEverywhere',
  'member.resendActivation',
  'member.delete',
  'member.trustLevelSet',
  'vehicle.hide',
  'vehicle.restore',
  'photo.delete',
  'post.approve',
  'post.hide',
  'post.restore',
  'comment.approve',
  'comment.hide',
  'comment.restore',
  'report.resolve',
  'report.dismiss',
  'reference.create',
  'reference.update',
  'reference.delete',
] as const;
export const auditActionSchema = z.enum(AUDIT_ACTIONS);
export type AuditAction = z.infer<typeof auditActionSchema>;

/** What an action was done to: the part of the action before the dot, or a reference list. */
export const AUDIT_TARGET_TYPES = [
  'member',
  'vehicle',
  'photo',
  'report',
  'post',
  'comment',
  'manufacturer',
  'model',
  'bodyType',
  'color',
] as const;
export const auditTargetTypeSchema = z.enum(AUDIT_TARGET_TYPES);
export type AuditTargetType = z.infer<typeof auditTargetTypeSchema>;

/** Why staff did something, when the action asks for it (block, hide, role change…). */
export const AUDIT_REASON_MAX_LENGTH = 500;
