import type { AuditAction, AuditTargetType } from '@carclub/contracts';
import { eq } from 'drizzle-orm';

import type { Database } from '../../db/database';
import { auditLog, users } from '../../db/schema';

export interface AdminActionRecord {
  /** The admin or moderator who acted. */
  actorId: string;
  action: AuditAction;
  targetType: AuditTargetType;
  targetId: string;
  /** A readable name of the target as it was: a nickname, a car's name, a make. */
  targetLabel?: string | null;
  before?: unknown;
  after?: unknown;
  reason?: string | null;
}

/**
 * Appends one action to the audit log. Pass the transaction that made the change, so that the change
 * and its record land together or not at all. The actor's nickname is copied: the row must still
 * say who acted after that account is gone.
 */
export async function recordAdminAction(
  db: Pick<Database, 'select' | 'insert'>,
  { actorId, before, after, ...record }: AdminActionRecord,
): Promise<void> {
  const [actor] = await db
    .select({ nickname: users.nickname })
    .from(users)
    .where(eq(users.id, actorId))
    .limit(1);
  if (!actor) throw new Error('The acting staff member no longer exists');
  await db.insert(auditLog).values({
    ...record,
    actorId,
    actorNickname: actor.nickname,
    before: before ?? null,
    after: after ?? null,
  });
}
