import {
  type AdminMember,
  can,
  memberDeleteRequestSchema,
  memberOptionalReasonRequestSchema,
  memberReasonRequestSchema,
  type Permission,
} from '@carclub/contracts';
import type { z } from 'zod';

/** What every action dialog sends: a reason (or note), and for deletion the typed nickname. */
export interface MemberActionBody {
  reason?: string | undefined;
  nickname?: string | undefined;
}

export const MEMBER_ACTION_KINDS = [
  'grantModerator',
  'revokeModerator',
  'grantAdmin',
  'revokeAdmin',
  'block',
  'unblock',
  'banUploads',
  'allowUploads',
  'signOutEverywhere',
  'resendActivation',
  'delete',
] as const;
export type MemberActionKind = (typeof MEMBER_ACTION_KINDS)[number];

interface MemberActionRule {
  permission: Permission;
  /** Whether the action fits the member as they are now (no "unblock" for an active member). */
  applies: (member: AdminMember) => boolean;
  /** The dialog's form: a required reason, an optional note, or the typed nickname and a reason. */
  schema: z.ZodType<MemberActionBody, MemberActionBody>;
  danger: boolean;
}

const has = (member: AdminMember, role: 'moderator' | 'admin') => member.roles.includes(role);
const restricted = (member: AdminMember, restriction: 'blocked' | 'uploadsBanned') =>
  member.restrictions.includes(restriction);

/** Which actions exist, who may use them and what they ask for; the server checks all of it too. */
export const MEMBER_ACTIONS: Record<MemberActionKind, MemberActionRule> = {
  grantModerator: {
    permission: 'roles:manage',
    applies: (member) => !has(member, 'moderator'),
    schema: memberReasonRequestSchema,
    danger: false,
  },
  revokeModerator: {
    permission: 'roles:manage',
    applies: (member) => has(member, 'moderator'),
    schema: memberReasonRequestSchema,
    danger: false,
  },
  grantAdmin: {
    permission: 'roles:manage',
    applies: (member) => !has(member, 'admin'),
    schema: memberReasonRequestSchema,
    danger: false,
  },
  revokeAdmin: {
    permission: 'roles:manage',
    applies: (member) => has(member, 'admin'),
    schema: memberReasonRequestSchema,
    danger: true,
  },
  block: {
    permission: 'members:manage',
    applies: (member) => !restricted(member, 'blocked'),
    schema: memberReasonRequestSchema,
    danger: true,
  },
  unblock: {
    permission: 'members:manage',
    applies: (member) => restricted(member, 'blocked'),
    schema: memberOptionalReasonRequestSchema,
    danger: false,
  },
  banUploads: {
    permission: 'members:manage',
    applies: (member) => !restricted(member, 'uploadsBanned'),
    schema: memberReasonRequestSchema,
    danger: true,
  },
  allowUploads: {
    permission: 'members:manage',
    applies: (member) => restricted(member, 'uploadsBanned'),
    schema: memberOptionalReasonRequestSchema,
    danger: false,
  },
  signOutEverywhere: {
    permission: 'members:manage',
    applies: () => true,
    schema: memberOptionalReasonRequestSchema,
    danger: false,
  },
  resendActivation: {
    permission: 'members:manage',
    applies: (member) => member.status === 'notActivated',
    schema: memberOptionalReasonRequestSchema,
    danger: false,
  },
  delete: {
    permission: 'members:manage',
    applies: () => true,
    schema: memberDeleteRequestSchema,
    danger: true,
  },
};

/** Actions on oneself the server refuses; the page does not offer them. */
const NOT_ON_ONESELF: ReadonlySet<MemberActionKind> = new Set([
  'grantModerator',
  'revokeModerator',
  'grantAdmin',
  'revokeAdmin',
  'block',
  'banUploads',
  'delete',
]);

/** The actions `viewer` may take on `member` now, in the order the page lists them. */
export function availableActions(
  viewer: { id: string; permissions: readonly string[] } | null | undefined,
  member: AdminMember,
): MemberActionKind[] {
  return MEMBER_ACTION_KINDS.filter((kind) => {
    const rule = MEMBER_ACTIONS[kind];
    if (!can(viewer, rule.permission) || !rule.applies(member)) return false;
    return !(viewer?.id === member.id && NOT_ON_ONESELF.has(kind));
  });
}
