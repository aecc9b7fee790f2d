import type { TrustLevel } from '@carclub/contracts';

import type { App } from '../../src/app-type';
import { memberActivity } from '../../src/db/schema';
import { memberKeyPrefix } from '../../src/lib/rate-limiter';
import { createMember, type Member } from './vehicle-fixtures';

/**
 * Sets the member's trust level (ADR 0153), locked, as a moderator would: a test about posts or
 * comments themselves starts past a newcomer's review and limits.
 */
export async function trustMember(app: App, member: Member, level: TrustLevel = 3): Promise<void> {
  await app.db
    .insert(memberActivity)
    .values({ userId: member.id, trustLevel: level, levelLocked: true })
    .onConflictDoUpdate({
      target: memberActivity.userId,
      set: { trustLevel: level, levelLocked: true },
    });
}

/** Forgets the member's spent budgets (posts, comments, likes per minute…), for a test that writes many. */
export async function freshBudgets(app: App, member: Member): Promise<void> {
  await app.rateLimiter.resetPrefix(memberKeyPrefix(member.id));
}

/** A member past a newcomer's review, limits and budgets: for tests of what comments do. */
export async function trustedMember(app: App, nickname?: string): Promise<Member> {
  const member = await createMember(app, nickname);
  await trustMember(app, member);
  return member;
}
