import { eq } from 'drizzle-orm';

import { userTokens } from '../../../../src/db/schema';
import { hashRefreshToken } from '../../../../src/lib/auth/refresh-token';
import {
  consumeUserToken,
  discardUserTokens,
  inspectUserToken,
  issueUserToken,
  USER_TOKEN_TTL_MS,
} from '../../../../src/lib/auth/user-tokens';
import { useTestApp } from '../../../support/test-app';
import { createTestUser } from '../../../support/users';

describe('e-mailed link tokens', () => {
  const { app } = useTestApp();

  it('lives 48 hours for activation, 1 hour for a password reset, 2 minutes for a Google hand-off', () => {
    expect(USER_TOKEN_TTL_MS).toEqual({
      activation: 48 * 3_600_000,
      password_reset: 3_600_000,
      google_handoff: 120_000,
    });
  });

  it('is stored hashed, works once and only for its purpose', async () => {
    const user = await createTestUser(app, { activated: false });
    const token = await issueUserToken(app.db, user.id, 'activation');

    const [row] = await app.db.select().from(userTokens).where(eq(userTokens.userId, user.id));
    expect(row!.tokenHash).toBe(hashRefreshToken(token));
    expect(await inspectUserToken(app.db, token, 'password_reset')).toEqual({ state: 'unknown' });
    expect(await inspectUserToken(app.db, token, 'activation')).toEqual({
      state: 'valid',
      userId: user.id,
    });

    expect(await consumeUserToken(app.db, token, 'password_reset')).toBeUndefined();
    expect(await consumeUserToken(app.db, token, 'activation')).toBe(user.id);
    expect(await consumeUserToken(app.db, token, 'activation')).toBeUndefined();
    expect(await inspectUserToken(app.db, token, 'activation')).toEqual({
      state: 'used',
      userId: user.id,
    });
  });

  it('cannot be spent once expired', async () => {
    const user = await createTestUser(app);
    const issuedAt = new Date(Date.now() - USER_TOKEN_TTL_MS.password_reset - 1000);
    const token = await issueUserToken(app.db, user.id, 'password_reset', issuedAt);

    expect(await inspectUserToken(app.db, token, 'password_reset')).toEqual({
      state: 'expired',
      userId: user.id,
    });
    expect(await consumeUserToken(app.db, token, 'password_reset')).toBeUndefined();
  });

  it('lets only the newest activation token work', async () => {
    const user = await createTestUser(app, { activated: false });
    const first = await issueUserToken(app.db, user.id, 'activation');
    const reset = await issueUserToken(app.db, user.id, 'password_reset');
    const second = await issueUserToken(app.db, user.id, 'activation');

    expect((await inspectUserToken(app.db, first, 'activation')).state).toBe('used');
    expect((await inspectUserToken(app.db, second, 'activation')).state).toBe('valid');
    expect((await inspectUserToken(app.db, reset, 'password_reset')).state).toBe('valid');
  });

  it('keeps earlier reset tokens working beside newer ones until they are discarded', async () => {
    const user = await createTestUser(app);
    const first = await issueUserToken(app.db, user.id, 'password_reset');
    const activation = await issueUserToken(app.db, user.id, 'activation');
    const second = await issueUserToken(app.db, user.id, 'password_reset');

    expect((await inspectUserToken(app.db, first, 'password_reset')).state).toBe('valid');
    expect((await inspectUserToken(app.db, second, 'password_reset')).state).toBe('valid');

    await discardUserTokens(app.db, user.id, 'password_reset');
    expect((await inspectUserToken(app.db, first, 'password_reset')).state).toBe('used');
    expect((await inspectUserToken(app.db, second, 'password_reset')).state).toBe('used');
    expect((await inspectUserToken(app.db, activation, 'activation')).state).toBe('valid');
  });

  it('treats junk as unknown without a look-up', async () => {
    const select = jest.spyOn(app.db, 'select');
    expect(await inspectUserToken(app.db, 'not a token', 'activation')).toEqual({
      state: 'unknown',
    });
    expect(select).not.toHaveBeenCalled();
    select.mockRestore();
  });
});
