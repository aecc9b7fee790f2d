import type { Database } from '../../../db/database';
import { consumeUserToken, inspectUserToken, issueUserToken } from '../user-tokens';

/**
 * The hand-off carries a finished Google sign-in from the API's callback to the page that collects
 * the tokens, so that no token ever travels in a URL: a random single-use secret (stored hashed,
 * valid two minutes) goes into an httpOnly cookie, and the page's POST exchanges it for a session.
 */
export function issueHandoff(db: Database, userId: string, now?: Date): Promise<string> {
  return issueUserToken(db, userId, 'google_handoff', now);
}

export type HandoffRedemption =
  | { state: 'valid'; userId: string }
  | { state: 'expired' }
  | { state: 'used' }
  | { state: 'unknown' };

/** Spends the hand-off; of two concurrent uses only one gets `valid`. */
export async function redeemHandoff(
  db: Database,
  token: string | undefined,
  now: Date = new Date(),
): Promise<HandoffRedemption> {
  if (!token) return { state: 'unknown' };
  const found = await inspectUserToken(db, token, 'google_handoff', now);
  if (found.state !== 'valid') return { state: found.state };
  const userId = await consumeUserToken(db, token, 'google_handoff', now);
  return userId === undefined ? { state: 'used' } : { state: 'valid', userId };
}
