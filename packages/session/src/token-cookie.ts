import { AUTH_COOKIE, AUTH_COOKIE_DAYS, isTokenPair, type TokenPair } from '@carclub/contracts';
import Cookies from 'js-cookie';

const PATH = '/';

function parseJson(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}

/** The stored token pair; a cookie that is not a valid pair is removed and counts as none. */
export function readTokenCookie(): TokenPair | null {
  const raw = Cookies.get(AUTH_COOKIE);
  if (raw === undefined) return null;
  const parsed = parseJson(raw);
  if (isTokenPair(parsed))
    return { accessToken: parsed.accessToken, refreshToken: parsed.refreshToken };
  removeTokenCookie();
  return null;
}

export function writeTokenCookie(tokens: TokenPair): void {
  Cookies.set(AUTH_COOKIE, JSON.stringify(tokens), {
    expires: AUTH_COOKIE_DAYS,
    secure: true,
    sameSite: 'strict',
    path: PATH,
  });
}

export function removeTokenCookie(): void {
  Cookies.remove(AUTH_COOKIE, { path: PATH });
}
