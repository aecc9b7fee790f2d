import { DEFAULT_REDIRECT } from '@carclub/contracts';

const SAME_SITE_BASE = 'http://carclub.invalid';
/** A target is kept in a cookie and a URL; anything longer is not a page of ours. */
export const MAX_REDIRECT_LENGTH = 2048;

// Browsers read a backslash as a slash and drop tabs and line breaks from URLs, so `/\evil.example`
// and `/\t/evil.example` both become `//evil.example`; such targets are refused outright.
// eslint-disable-next-line no-control-regex
const AMBIGUOUS_CHARACTERS = /[\\\u0000-\u001f\u007f]/;

/**
 * The server's copy of the browser's rule (`safeRedirectTarget` in @carclub/session, which the API
 * cannot import): only a same-site path is a redirect target, anything else means the home page.
 * The API applies it too because it is the one putting the target into a redirect.
 */
export function safeRedirectTarget(raw: string | null | undefined): string {
  if (
    !raw ||
    raw.length > MAX_REDIRECT_LENGTH ||
    !raw.startsWith('/') ||
    raw.startsWith('//') ||
    AMBIGUOUS_CHARACTERS.test(raw)
  ) {
    return DEFAULT_REDIRECT;
  }
  try {
    const url = new URL(raw, SAME_SITE_BASE);
    if (url.origin !== SAME_SITE_BASE) return DEFAULT_REDIRECT;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return DEFAULT_REDIRECT;
  }
}
