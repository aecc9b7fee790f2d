import type { MemberAction, TrustLevel } from '@carclub/contracts';

import type { App } from '../../app-type';
import { httpErrors } from '../http-errors';
import { memberKey } from '../rate-limiter';
import { limitsFor } from './rules';

const MINUTE = 60_000;
const WINDOWS = [
  { name: 'perMinute', windowMs: MINUTE },
  { name: 'perHour', windowMs: 60 * MINUTE },
  { name: 'perDay', windowMs: 24 * 60 * MINUTE },
] as const;

/** The limiter key of one member's action in one window. */
export const memberActionKey = (userId: string, action: MemberAction, window: string) =>
  memberKey(userId, `trust:${action}:${window}`);

/**
 * Counts one comment, post, like or report of the member against their level's budgets (per
 * minute, hour and day; ADR 0153) and throws the 429, with the longest wait among the budgets
 * spent, once any is spent. Every window counts the attempt, refused or not, so hammering does
 * not earn a fresh minute.
 */
export async function consumeMemberAction(
  app: Pick<App, 'rateLimiter'>,
  userId: string,
  level: TrustLevel,
  action: MemberAction,
): Promise<void> {
  const budget = limitsFor(level).rates[action];
  const windows = await Promise.all(
    WINDOWS.map(async ({ name, windowMs }) => ({
      max: budget[name],
      ...(await app.rateLimiter.hit(memberActionKey(userId, action, name), { windowMs })),
    })),
  );
  const spent = windows.filter(({ count, max }) => count > max);
  if (spent.length > 0) {
    throw httpErrors.tooManyRequests(Math.max(...spent.map(({ resetInMs }) => resetInMs)) / 1000);
  }
}
