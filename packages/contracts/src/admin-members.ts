import { z } from 'zod';

import { AUDIT_REASON_MAX_LENGTH } from './audit';
import { SEARCH_MAX_LENGTH } from './constants';
import { ROLES, roleSchema, VEHICLE_STATUSES } from './enums';
import { withoutControlCharacters } from './fields';
import { ownTrustLevelSchema } from './members';
import { TRUST_LEVELS } from './trust-levels';
import { NOTIFICATION_KINDS } from './notifications';
import { paginated, pageQueryFields } from './pagination';
import { RESTRICTIONS } from './permissions';
import { VALIDATION_MESSAGES as V } from './validation-messages';

/**
 * Where an account stands, as the members table filters it. One value per member: a blocked
 * account is `blocked` whether or not it was ever activated.
 */
export const MEMBER_STATUSES = ['active', 'notActivated', 'blocked'] as const;
export const memberStatusSchema = z.enum(MEMBER_STATUSES);
export type MemberStatus = z.infer<typeof memberStatusSchema>;

/** `joined`: when the account was made; `lastSignIn`: its newest session. */
export const MEMBER_SORTS = ['joined', 'lastSignIn'] as const;
export const SORT_ORDERS = ['asc', 'desc'] as const;

export const ADMIN_MEMBERS_PAGE_SIZE = 20;
export const ADMIN_MEMBERS_MAX_LIMIT = 100;

/** The roles staff grant and revoke; `user` is every member's and is never taken away. */
export const STAFF_ROLE_CHOICES = ['moderator', 'admin'] as const;
export type StaffRole = (typeof STAFF_ROLE_CHOICES)[number];

const queryEnum = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: V.invalidOption }).optional();

/** `GET /admin/members`: every part of the table's state, as the page's URL holds it. */
export const adminMembersQuerySchema = z.object({
  /** Part of an e-mail address or a nickname, ignoring case. */
  q: withoutControlCharacters(z.string({ error: V.invalidFormat }).trim())
    .max(SEARCH_MAX_LENGTH, V.tooLong)
    .optional(),
  role: queryEnum(ROLES),
  status: queryEnum(MEMBER_STATUSES),
  sort: z.enum(MEMBER_SORTS, { error: V.invalidOption }).default('joined'),
  order: z.enum(SORT_ORDERS, { error: V.invalidOption }).default('desc'),
  ...pageQueryFields(ADMIN_MEMBERS_PAGE_SIZE, ADMIN_MEMBERS_MAX_LIMIT),
});
export type AdminMembersQuery = z.infer<typeof adminMembersQuerySchema>;
export type AdminMembersQueryInput = z.input<typeof adminMembersQuerySchema>;

/** One row of the members table; also the head of a member's page and every action's answer. */
export const adminMemberSchema = z.object({
  id: z.string(),
  email: z.string(),
  nickname: z.string(),
  roles: z.array(roleSchema),
  restrictions: z.array(z.enum(RESTRICTIONS)),
  status: memberStatusSchema,
  joinedAt: z.string(),
  /** The newest sign-in (session start), null when the member never signed in. */
  lastSignInAt: z.string().nullable(),
});
export type AdminMember = z.infer<typeof adminMemberSchema>;

export const adminMembersPageSchema = paginated(adminMemberSchema);
export type AdminMembersPage = z.infer<typeof adminMembersPageSchema>;

export const adminMemberParamsSchema = z.object({
  memberId: z.uuid({ error: V.invalidFormat }),
});

/** `GET /admin/members/{memberId}`: what staff need to judge an account. */
export const adminMemberDetailSchema = z.object({
  member: adminMemberSchema,
  profile: z.object({
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    city: z.string().nullable(),
    aboutMe: z.string().nullable(),
  }),
  vehicles: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      year: z.number().int().nullable(),
      status: z.enum(VEHICLE_STATUSES),
      createdAt: z.string(),
    }),
  ),
  /** Live sessions, most recently used first. */
  sessions: z.array(
    z.object({
      id: z.string(),
      browser: z.string().nullable(),
      os: z.string().nullable(),
      signedInAt: z.string(),
      lastUsedAt: z.string(),
    }),
  ),
  /** The newest security notices (sign-ins, password and e-mail changes). */
  securityNotifications: z.array(
    z.object({
      id: z.string(),
      kind: z.enum(NOTIFICATION_KINDS),
      createdAt: z.string(),
    }),
  ),
  /** The member's trust level and the counts that earned it (ADR 0153). */
  trust: ownTrustLevelSchema,
});
export type AdminMemberDetail = z.infer<typeof adminMemberDetailSchema>;

/** Why staff act: required for what a member would ask about (block, roles, uploads, delete). */
export const requiredReasonSchema = withoutControlCharacters(
  z.string({ error: V.required }).trim(),
  { multiline: true },
)
  .min(1, { error: V.required, abort: true })
  .max(AUDIT_REASON_MAX_LENGTH, V.tooLong);

const optionalReasonSchema = withoutControlCharacters(z.string({ error: V.invalidFormat }).trim(), {
  multiline: true,
})
  .max(AUDIT_REASON_MAX_LENGTH, V.tooLong)
  .optional();

/** Block, ban uploads. */
export const memberReasonRequestSchema = z.object({ reason: requiredReasonSchema });
export type MemberReasonRequest = z.infer<typeof memberReasonRequestSchema>;

/** Unblock, allow uploads, sign out everywhere, resend activation: a note is welcome, not needed. */
export const memberOptionalReasonRequestSchema = z.object({ reason: optionalReasonSchema });
export type MemberOptionalReasonRequest = z.infer<typeof memberOptionalReasonRequestSchema>;

/** Grant or revoke a staff role. */
export const memberRoleRequestSchema = z.object({
  role: z.enum(STAFF_ROLE_CHOICES, {
    error: (issue) => (issue.input === undefined ? V.required : V.invalidOption),
  }),
  reason: requiredReasonSchema,
});
export type MemberRoleRequest = z.infer<typeof memberRoleRequestSchema>;

/** Delete an account: the member's nickname typed out, so a misclick deletes nobody. */
export const memberDeleteRequestSchema = z.object({
  nickname: z.string({ error: V.required }).trim().min(1, V.required),
  reason: requiredReasonSchema,
});
export type MemberDeleteRequest = z.infer<typeof memberDeleteRequestSchema>;

/**
 * A moderator fixes a member's trust level (`level`), or gives it back to their activity (`null`):
 * ADR 0153. The reason goes to the audit log.
 */
export const memberTrustLevelRequestSchema = z.object({
  level: z.literal(TRUST_LEVELS, { error: V.invalidOption }).nullable(),
  reason: requiredReasonSchema,
});
export type MemberTrustLevelRequest = z.infer<typeof memberTrustLevelRequestSchema>;
