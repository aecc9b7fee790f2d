import { AUTH_COOKIE, isTokenPair } from '@carclub/contracts';
import { parseCookie } from 'cookie';

/**
 * The `Authorization` header of the signed-in browser asking for a page, from the token pair the
 * apps keep in a cookie (packages/session: token-cookie), or undefined. The page's in-process API
 * calls carry it, so that a car's owner opening their own car's page is not counted as its
 * visitor, as the browser's own call would not be. No public answer depends on it; an expired
 * token identifies nobody, so that visit counts, as it would from the browser.
 */
export function pageViewerAuthorization(cookieHeader: string | undefined): string | undefined {
  if (!cookieHeader) return undefined;
  const raw = parseCookie(cookieHeader)[AUTH_COOKIE];
  if (raw === undefined) return undefined;
  try {
    const tokens: unknown = JSON.parse(raw);
    return isTokenPair(tokens) ? `Bearer ${tokens.accessToken}` : undefined;
  } catch {
    return undefined;
  }
}
