import {
  LOGIN_STATE_TTL_SECONDS,
  loginStateKey,
  openLoginState,
  sealLoginState,
  type LoginState,
} from '../../../../../src/lib/auth/google/login-state';

const state: LoginState = {
  state: 'state-value',
  nonce: 'nonce-value',
  codeVerifier: 'verifier-value',
  redirect: '/my/cars',
  language: 'en',
};
const key = loginStateKey('a-server-secret-of-at-least-32-characters');

describe('login state cookie', () => {
  it('opens what it sealed, and hides the secrets and the target', async () => {
    const sealed = await sealLoginState(state, key);
    for (const value of [state.state, state.nonce, state.codeVerifier, state.redirect]) {
      expect(sealed).not.toContain(value);
    }
    expect(await openLoginState(sealed, key)).toEqual(state);
  });

  it('refuses a state sealed with another secret, tampered with or expired', async () => {
    const now = new Date('2026-01-01T12:00:00Z');
    const sealed = await sealLoginState(state, key, now);
    const otherKey = loginStateKey('another-server-secret-of-32-characters');
    expect(await openLoginState(sealed, otherKey, now)).toBeUndefined();

    // The first character of the ciphertext carries six whole bits: changing it changes a byte.
    const parts = sealed.split('.');
    const ciphertext = parts[3]!;
    parts[3] = `${ciphertext.startsWith('A') ? 'B' : 'A'}${ciphertext.slice(1)}`;
    expect(await openLoginState(parts.join('.'), key, now)).toBeUndefined();

    const later = new Date(now.getTime() + (LOGIN_STATE_TTL_SECONDS + 1) * 1000);
    expect(await openLoginState(sealed, key, later)).toBeUndefined();
    expect(await openLoginState(undefined, key)).toBeUndefined();
  });

  it('derives a key that is not the server secret itself', () => {
    const secret = 'a-server-secret-of-at-least-32-characters';
    expect(Buffer.from(loginStateKey(secret)).toString()).not.toContain(secret.slice(0, 32));
    expect(loginStateKey(secret)).toHaveLength(32);
  });
});
