import { eq } from 'drizzle-orm';

import { refreshTokens, sessions } from '../../../../src/db/schema';
import { hashRefreshToken } from '../../../../src/lib/auth/refresh-token';
import {
  createSession,
  REFRESH_TOKEN_TTL_MS,
  revokeSession,
  revokeUserSessions,
  rotateRefreshToken,
} from '../../../../src/lib/auth/sessions';
import { useTestApp } from '../../../support/test-app';
import { createTestUser } from '../../../support/users';

describe('sessions and refresh-token rotation', () => {
  const { app } = useTestApp();

  const tokensOf = (sessionId: string) =>
    app.db.select().from(refreshTokens).where(eq(refreshTokens.sessionId, sessionId));
  const sessionRow = async (sessionId: string) =>
    (await app.db.select().from(sessions).where(eq(sessions.id, sessionId)))[0]!;

  it('starts a session whose first refresh token is stored hashed for seven days', async () => {
    const user = await createTestUser(app);
    const now = new Date();
    const session = await createSession(app.db, user.id, { now });

    expect(await sessionRow(session.sessionId)).toMatchObject({ userId: user.id, revokedAt: null });
    const [stored] = await tokensOf(session.sessionId);
    expect(stored!.tokenHash).toBe(hashRefreshToken(session.refreshToken));
    expect(stored!.expiresAt.getTime() - now.getTime()).toBe(REFRESH_TOKEN_TTL_MS);
    expect(REFRESH_TOKEN_TTL_MS).toBe(7 * 24 * 3_600_000);
  });

  it('rotates within the session, spending the presented token', async () => {
    const user = await createTestUser(app, { roles: ['user', 'admin'] });
    const session = await createSession(app.db, user.id);

    const rotated = await rotateRefreshToken(app.db, session.refreshToken);
    expect(rotated).toMatchObject({
      sessionId: session.sessionId,
      userId: user.id,
      roles: ['user', 'admin'],
    });
    if (typeof rotated === 'string') throw new Error('expected a rotation');
    const rows = await tokensOf(session.sessionId);
    expect(rows).toHaveLength(2);
    const spent = rows.find((row) => row.tokenHash === hashRefreshToken(session.refreshToken));
    expect(spent!.usedAt).toBeInstanceOf(Date);
    expect(await rotateRefreshToken(app.db, rotated.refreshToken)).toMatchObject({
      sessionId: session.sessionId,
    });
  });

  it('revokes the family when a spent token is presented again', async () => {
    const user = await createTestUser(app);
    const session = await createSession(app.db, user.id);
    const rotated = await rotateRefreshToken(app.db, session.refreshToken);
    if (typeof rotated === 'string') throw new Error('expected a rotation');

    expect(await rotateRefreshToken(app.db, session.refreshToken)).toBe('reused');
    expect((await sessionRow(session.sessionId)).revokedAt).toBeInstanceOf(Date);
    expect(await rotateRefreshToken(app.db, rotated.refreshToken)).toBe('invalid');
  });

  it('refuses expired, unknown and malformed tokens and tokens of ended sessions', async () => {
    const user = await createTestUser(app);
    const issuedLongAgo = new Date(Date.now() - REFRESH_TOKEN_TTL_MS - 1000);
    const old = await createSession(app.db, user.id, { now: issuedLongAgo });
    expect(await rotateRefreshToken(app.db, old.refreshToken)).toBe('invalid');

    const ended = await createSession(app.db, user.id);
    await revokeSession(app.db, ended.sessionId);
    expect(await rotateRefreshToken(app.db, ended.refreshToken)).toBe('invalid');

    expect(await rotateRefreshToken(app.db, 'B'.repeat(43))).toBe('invalid');
    expect(await rotateRefreshToken(app.db, 'short')).toBe('invalid');
  });

  it('ends every live session of one user only', async () => {
    const [user, other] = [await createTestUser(app), await createTestUser(app)];
    const mine = [await createSession(app.db, user.id), await createSession(app.db, user.id)];
    const theirs = await createSession(app.db, other.id);

    await revokeUserSessions(app.db, user.id);
    for (const session of mine) {
      expect((await sessionRow(session.sessionId)).revokedAt).toBeInstanceOf(Date);
    }
    expect((await sessionRow(theirs.sessionId)).revokedAt).toBeNull();
  });
});
