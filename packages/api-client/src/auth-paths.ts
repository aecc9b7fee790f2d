export const REFRESH_TOKEN_PATH = 'auth/refresh-token';

/** Calls whose 401 means "wrong credentials" or "already signed out", never "token expired". */
export const AUTH_PATHS_WITHOUT_REFRESH = [
  'auth/login',
  'auth/register',
  REFRESH_TOKEN_PATH,
  'auth/logout',
  'auth/forgot-password',
  'auth/reset-password',
] as const;

/** The path of `url` without origin, query, hash or surrounding slashes. */
function barePath(url: string): string {
  const withoutOrigin = url.replace(/^[a-z][a-z\d+.-]*:\/\/[^/]+/i, '');
  return withoutOrigin.split(/[?#]/, 1)[0]?.replace(/^\/+|(?<!\/)\/+$/g, '') ?? '';
}

/** True for the excluded auth calls, however the URL is written (relative, absolute, with query). */
export function isAuthPathWithoutRefresh(url: string | undefined): boolean {
  if (!url) return false;
  const path = barePath(url);
  return AUTH_PATHS_WITHOUT_REFRESH.some(
    (authPath) => path === authPath || path.endsWith(`/${authPath}`),
  );
}

export function isRefreshTokenPath(url: string | undefined): boolean {
  if (!url) return false;
  const path = barePath(url);
  return path === REFRESH_TOKEN_PATH || path.endsWith(`/${REFRESH_TOKEN_PATH}`);
}
