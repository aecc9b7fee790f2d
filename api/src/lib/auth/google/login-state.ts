import { hkdfSync } from 'node:crypto';

import { EncryptJWT, jwtDecrypt } from 'jose';

import type { MailLanguage } from '../../../mail/templates';

/** Long enough to pick an account and approve; a login page left open longer starts again. */
export const LOGIN_STATE_TTL_SECONDS = 10 * 60;

/** What the callback needs from the request that sent the browser to the provider. */
export interface LoginState {
  state: string;
  nonce: string;
  codeVerifier: string;
  /** A same-site path, already checked. */
  redirect: string;
  language: MailLanguage | undefined;
}

const KEY_INFO = 'carclub google sign-in login state';

/**
 * A key of its own, derived from the server secret, so the cookie cannot be confused with (or
 * used to learn anything about) the access tokens signed by that secret.
 */
export function loginStateKey(serverSecret: string): Uint8Array {
  return new Uint8Array(hkdfSync('sha256', serverSecret, '', KEY_INFO, 32));
}

/**
 * Seals the state into the value of a cookie: encrypted (the PKCE verifier and nonce must stay
 * secret from anything that reads the cookie jar) and authenticated (a forged state is refused).
 */
export async function sealLoginState(
  loginState: LoginState,
  key: Uint8Array,
  now: Date = new Date(),
): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new EncryptJWT({
    st: loginState.state,
    n: loginState.nonce,
    cv: loginState.codeVerifier,
    r: loginState.redirect,
    ...(loginState.language === undefined ? {} : { l: loginState.language }),
  })
    .setProtectedHeader({ alg: 'dir', enc: 'A256GCM' })
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + LOGIN_STATE_TTL_SECONDS)
    .encrypt(key);
}

/** The sealed state, or undefined when it is missing, tampered with, foreign or expired. */
export async function openLoginState(
  sealed: string | undefined,
  key: Uint8Array,
  now: Date = new Date(),
): Promise<LoginState | undefined> {
  if (!sealed) return undefined;
  try {
    const { payload } = await jwtDecrypt(sealed, key, {
      keyManagementAlgorithms: ['dir'],
      contentEncryptionAlgorithms: ['A256GCM'],
      currentDate: now,
    });
    const { st, n, cv, r, l } = payload;
    if (
      typeof st !== 'string' ||
      typeof n !== 'string' ||
      typeof cv !== 'string' ||
      typeof r !== 'string'
    ) {
      return undefined;
    }
    return {
      state: st,
      nonce: n,
      codeVerifier: cv,
      redirect: r,
      language: l === 'uk' || l === 'en' ? l : undefined,
    };
  } catch {
    return undefined;
  }
}
