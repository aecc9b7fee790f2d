import { z } from 'zod';

import { NICKNAME_MAX_LENGTH } from './constants';
import { idSchema, optionalText, requiredEnum, withoutControlCharacters } from './fields';
import { moderationReasonSchema } from './admin-moderation';
import { VALIDATION_MESSAGES as V } from './validation-messages';

/**
 * What a member can report: a car, a member, a discussion (a post or a logbook entry, reported
 * through its discussion, ADR 0151) or a comment (ADR 0159).
 */
export const REPORT_SUBJECT_TYPES = ['vehicle', 'member', 'discussion', 'comment'] as const;
export type ReportSubjectType = (typeof REPORT_SUBJECT_TYPES)[number];

/** Why: a short fixed list, so the queue can be read at a glance; `details` says the rest. */
export const REPORT_REASONS = ['spam', 'offensive', 'fake', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

export const REPORT_DETAILS_MAX_LENGTH = 1000;

export const REPORT_STATUSES = ['open', 'resolved', 'dismissed'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

const reportFields = {
  reason: requiredEnum(REPORT_REASONS),
  details: optionalText(REPORT_DETAILS_MAX_LENGTH, { multiline: true }),
};

/**
 * `POST /reports`: a car by its id (its public page has it), a member by nickname (their page has
 * no account id, on purpose), a post or entry by its discussion's id, a comment by its id.
 */
export const reportCreateSchema = z.discriminatedUnion('subjectType', [
  z.object({ subjectType: z.literal('vehicle'), vehicleId: idSchema, ...reportFields }),
  z.object({
    subjectType: z.literal('member'),
    nickname: withoutControlCharacters(z.string({ error: V.required }).trim())
      .min(1, V.required)
      .max(NICKNAME_MAX_LENGTH, V.invalidFormat),
    ...reportFields,
  }),
  z.object({ subjectType: z.literal('discussion'), discussionId: idSchema, ...reportFields }),
  z.object({ subjectType: z.literal('comment'), commentId: idSchema, ...reportFields }),
]);
export type ReportCreate = z.infer<typeof reportCreateSchema>;
export type ReportCreateInput = z.input<typeof reportCreateSchema>;

/** The reporter's form: the reason and details of `reportCreateSchema`, without the subject. */
export const reportFormSchema = z.object(reportFields);
export type ReportFormInput = z.input<typeof reportFormSchema>;

/** What the reporter is told: the report is in the queue (a repeat is the same open report). */
export const reportReceiptSchema = z.object({ id: idSchema, status: z.enum(REPORT_STATUSES) });
export type ReportReceipt = z.infer<typeof reportReceiptSchema>;

export const REPORTS_PAGE_SIZE = 20;

/** `GET /admin/reports`: the queue, open ones by default, oldest first so none waits forever. */
export const adminReportQuerySchema = z.object({
  page: z.coerce.number({ error: V.invalidNumber }).int(V.mustBeInteger).min(1).default(1),
  status: z.enum(REPORT_STATUSES, { error: V.invalidOption }).default('open'),
});
export type AdminReportQuery = z.infer<typeof adminReportQuerySchema>;
export type AdminReportQueryInput = z.input<typeof adminReportQuerySchema>;

export const adminReportSchema = z.object({
  id: idSchema,
  subjectType: z.enum(REPORT_SUBJECT_TYPES),
  subjectId: idSchema,
  /**
   * What the subject is now: a car's name and page, a member's nickname; null when it is gone
   * (deleted since the report).
   */
  subject: z
    .object({
      label: z.string(),
      ownerNickname: z.string(),
      /** The car's slug, for a link to its page; null for a member. */
      slug: z.string().nullable(),
      hidden: z.boolean(),
      /**
       * A moderator can hide it from the report (`POST /admin/reports/{id}/hide`): a car, a post
       * or a comment that is not hidden yet. A member is blocked instead, and a logbook entry is
       * its car's owner's to keep.
       */
      hideable: z.boolean(),
      /**
       * The page of a post, logbook entry or comment (with `#comment-{id}`); absent for a car
       * or a member, whose pages come from `ownerNickname` and `slug`.
       */
      path: z.string().optional(),
    })
    .nullable(),
  reason: z.enum(REPORT_REASONS),
  details: z.string().nullable(),
  reporterNickname: z.string(),
  status: z.enum(REPORT_STATUSES),
  createdAt: z.string(),
  handledAt: z.string().nullable(),
  handledByNickname: z.string().nullable(),
});
export type AdminReport = z.infer<typeof adminReportSchema>;

export const adminReportListSchema = z.object({
  items: z.array(adminReportSchema),
  total: z.number().int().min(0),
  page: z.number().int().min(1),
  limit: z.number().int().min(1),
});
export type AdminReportList = z.infer<typeof adminReportListSchema>;

/** Resolve or dismiss, with the note the audit log keeps. */
export const reportDecisionSchema = z.object({ reason: moderationReasonSchema });
export type ReportDecisionInput = z.input<typeof reportDecisionSchema>;
export const REPORT_DECISIONS = ['resolve', 'dismiss'] as const;
export type ReportDecision = (typeof REPORT_DECISIONS)[number];
/** What the queue offers on a report: one of `REPORT_DECISIONS`, or hide its subject and resolve. */
export type ReportQueueDecision = ReportDecision | 'hide';

export const reportParamsSchema = z.object({ id: idSchema });
