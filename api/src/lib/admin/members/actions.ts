import {
  type AdminMember,
  type AuditAction,
  type MemberDeleteRequest,
  type Restriction,
  type StaffRole,
  VALIDATION_MESSAGES as V,
} from '@carclub/contracts';
import { and, eq, isNull, sql } from 'drizzle-orm';

import type { Database, Transaction } from '../../../db/database';
import { sessions, users } from '../../../db/schema';
import { type DeleteAccountApp, eraseAccount } from '../../account';
import {
  type AccountMailApp,
  issueUserToken,
  nicknameKey,
  revokeUserSessions,
  sendAccountMail,
} from '../../auth';
import { HttpError, httpErrors } from '../../http-errors';
import { recordAdminAction } from '../../audit';
import { findMember } from './list';
import { changeMemberRole, ensureAnotherAdminRemains, LastAdminError } from './roles';

/** The staff member acting, as the auth plugin knows them. */
export interface Actor {
  id: string;
}

const lastAdmin = () => new HttpError(409, V.lastAdmin);
const notOnYourself = () => httpErrors.badRequest(V.notOnYourself);

interface LockedMember {
  id: string;
  nickname: string;
  email: string;
  language: string;
  roles: string[];
  restrictions: string[];
  activatedAt: Date | null;
}

async function lockMember(tx: Transaction, memberId: string): Promise<LockedMember> {
  const [member] = await tx
    .select({
      id: users.id,
      nickname: users.nickname,
      email: users.email,
      language: users.language,
      roles: users.roles,
      restrictions: users.restrictions,
      activatedAt: users.activatedAt,
    })
    .from(users)
    .where(eq(users.id, memberId))
    .for('update');
  if (!member) throw httpErrors.notFound();
  return member;
}

async function answer(db: Database, memberId: string): Promise<AdminMember> {
  const member = await findMember(db, memberId);
  if (!member) throw httpErrors.notFound();
  return member;
}

/** Turns the roles rule's refusal into the answer the dashboard shows. */
async function withLastAdminRule<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof LastAdminError) throw lastAdmin();
    throw error;
  }
}

/**
 * Grants or revokes a staff role, with its audit record in the same transaction. An admin does not
 * change their own roles here (another admin must), so nobody demotes themselves by a misclick.
 */
export async function changeRole(
  db: Database,
  actor: Actor,
  memberId: string,
  { role, reason, grant }: { role: StaffRole; reason: string; grant: boolean },
): Promise<AdminMember> {
  if (memberId === actor.id) throw notOnYourself();
  await withLastAdminRule(() =>
    db.transaction(async (tx) => {
      const change = await changeMemberRole(tx, memberId, role, grant);
      if (!change) throw httpErrors.notFound();
      if (!change.changed) return;
      const [member] = await tx
        .select({ nickname: users.nickname })
        .from(users)
        .where(eq(users.id, memberId));
      await recordAdminAction(tx, {
        actorId: actor.id,
        action: grant ? 'member.roleGrant' : 'member.roleRevoke',
        targetType: 'member',
        targetId: memberId,
        targetLabel: member!.nickname,
        before: { roles: change.before },
        after: { roles: change.roles },
        reason,
      });
    }),
  );
  return answer(db, memberId);
}

const RESTRICTION_ACTIONS: Record<Restriction, { on: AuditAction; off: AuditAction }> = {
  blocked: { on: 'member.block', off: 'member.unblock' },
  uploadsBanned: { on: 'member.uploadsBan', off: 'member.uploadsUnban' },
};

/**
 * Puts a restriction on a member or lifts it. Blocking also ends every session of the member in
 * the same transaction, so no request of theirs gets through after the answer; it is refused for
 * one's own account and for the last admin who can sign in. Doing it twice changes nothing and
 * records nothing.
 */
export async function setRestriction(
  db: Database,
  actor: Actor,
  memberId: string,
  {
    restriction,
    on,
    reason,
  }: { restriction: Restriction; on: boolean; reason?: string | undefined },
): Promise<AdminMember> {
  if (on && memberId === actor.id) throw notOnYourself();
  await withLastAdminRule(() =>
    db.transaction(async (tx) => {
      if (on && restriction === 'blocked') await ensureAnotherAdminRemains(tx, memberId);
      const member = await lockMember(tx, memberId);
      if (member.restrictions.includes(restriction) === on) return;
      const now = new Date();
      const [row] = await tx
        .update(users)
        .set({
          restrictions: on
            ? sql`array_append(${users.restrictions}, ${restriction}::text)`
            : sql`array_remove(${users.restrictions}, ${restriction}::text)`,
          updatedAt: now,
        })
        .where(eq(users.id, memberId))
        .returning({ restrictions: users.restrictions });
      if (on && restriction === 'blocked') await revokeUserSessions(tx, memberId, now);
      const actions = RESTRICTION_ACTIONS[restriction];
      await recordAdminAction(tx, {
        actorId: actor.id,
        action: on ? actions.on : actions.off,
        targetType: 'member',
        targetId: memberId,
        targetLabel: member.nickname,
        before: { restrictions: member.restrictions },
        after: { restrictions: row!.restrictions },
        reason: reason ?? null,
      });
    }),
  );
  return answer(db, memberId);
}

/** Ends every session of the member (each device must sign in again), with its audit record. */
export async function signOutEverywhere(
  db: Database,
  actor: Actor,
  memberId: string,
  { reason }: { reason?: string | undefined },
): Promise<AdminMember> {
  await db.transaction(async (tx) => {
    const member = await lockMember(tx, memberId);
    const [live] = await tx
      .select({ count: sql<number>`count(*)`.mapWith(Number) })
      .from(sessions)
      .where(and(eq(sessions.userId, memberId), isNull(sessions.revokedAt)));
    await revokeUserSessions(tx, memberId);
    await recordAdminAction(tx, {
      actorId: actor.id,
      action: 'member.signOutEverywhere',
      targetType: 'member',
      targetId: memberId,
      targetLabel: member.nickname,
      before: { liveSessions: live!.count },
      after: { liveSessions: 0 },
      reason: reason ?? null,
    });
  });
  return answer(db, memberId);
}

/**
 * Mails the member a fresh activation link (the sign-up mail, in the member's language). 409 when
 * the account is already active: there is nothing to activate.
 */
export async function resendActivationFor(
  app: Pick<DeleteAccountApp, 'db'> & AccountMailApp,
  actor: Actor,
  memberId: string,
  { reason }: { reason?: string | undefined },
): Promise<AdminMember> {
  const { member, token } = await app.db.transaction(async (tx) => {
    const member = await lockMember(tx, memberId);
    if (member.activatedAt !== null) throw new HttpError(409, V.alreadyActivated);
    const token = await issueUserToken(tx, memberId, 'activation');
    await recordAdminAction(tx, {
      actorId: actor.id,
      action: 'member.resendActivation',
      targetType: 'member',
      targetId: memberId,
      targetLabel: member.nickname,
      reason: reason ?? null,
    });
    return { member, token };
  });
  sendAccountMail(app, 'activation', member, token);
  return answer(app.db, memberId);
}

/**
 * Deletes the member's account the way the member's own deletion does (lib/account/delete.ts),
 * with a last mail saying the team did it, once the nickname typed in the dialog matches: the server checks it too, so no request deletes
 * anyone by id alone. Refused for one's own account (Settings has that) and for the last admin.
 */
export async function deleteMember(
  app: DeleteAccountApp,
  actor: Actor,
  memberId: string,
  { nickname, reason }: MemberDeleteRequest,
): Promise<void> {
  if (memberId === actor.id) throw notOnYourself();
  const member = await findMember(app.db, memberId);
  if (!member) throw httpErrors.notFound();
  if (nicknameKey(nickname.trim()) !== nicknameKey(member.nickname)) {
    throw httpErrors.validation({ nickname: [V.nicknameMismatch] });
  }
  const [account] = await app.db
    .select({ language: users.language })
    .from(users)
    .where(eq(users.id, memberId));
  await withLastAdminRule(() =>
    eraseAccount(
      app,
      {
        id: member.id,
        email: member.email,
        nickname: member.nickname,
        language: account!.language,
      },
      {
        farewell: 'accountDeletedByStaff',
        alsoInTransaction: async (tx) => {
          await ensureAnotherAdminRemains(tx, memberId);
          const locked = await lockMember(tx, memberId);
          await recordAdminAction(tx, {
            actorId: actor.id,
            action: 'member.delete',
            targetType: 'member',
            targetId: memberId,
            targetLabel: locked.nickname,
            before: {
              email: locked.email,
              roles: locked.roles,
              restrictions: locked.restrictions,
            },
            after: null,
            reason,
          });
        },
      },
    ),
  );
}
