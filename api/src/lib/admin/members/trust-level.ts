import type { MemberTrustLevelRequest, OwnTrustLevel } from '@carclub/contracts';
import { eq } from 'drizzle-orm';

import type { Database } from '../../../db/database';
import { users } from '../../../db/schema';
import { recordAdminAction } from '../../audit';
import { httpErrors } from '../../http-errors';
import { loadTrust, lockTrustLevel } from '../../trust';
import type { Actor } from './actions';

/**
 * A moderator fixes a member's trust level, or with `level: null` gives it back to what their
 * activity earns (ADR 0153); recorded in the audit log with the level before and after, in the
 * same transaction. A change to nothing records nothing.
 */
export async function setMemberTrustLevel(
  db: Database,
  actor: Actor,
  memberId: string,
  { level, reason }: MemberTrustLevelRequest,
): Promise<OwnTrustLevel> {
  return db.transaction(async (tx) => {
    // The row lock keeps two moderators' changes in order, each audited against the one before.
    const [member] = await tx
      .select({ nickname: users.nickname })
      .from(users)
      .where(eq(users.id, memberId))
      .for('update');
    if (!member) throw httpErrors.notFound();
    const before = await loadTrust(tx, memberId);
    await lockTrustLevel(tx, memberId, level);
    const after = (await loadTrust(tx, memberId))!;
    if (before?.level === after.level && before.locked === after.locked) return after;
    await recordAdminAction(tx, {
      actorId: actor.id,
      action: 'member.trustLevelSet',
      targetType: 'member',
      targetId: memberId,
      targetLabel: member.nickname,
      before: { trustLevel: before?.level ?? 0, locked: before?.locked ?? false },
      after: { trustLevel: after.level, locked: after.locked },
      reason,
    });
    return after;
  });
}
