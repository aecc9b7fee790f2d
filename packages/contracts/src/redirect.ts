import { DEFAULT_REDIRECT } from './constants';

const SAME_SITE_BASE = 'http://carclub.invalid';
/** A target travels in URLs and cookies; anything longer is not a page of ours. */
export const MAX_REDIRECT_LENGTH = 2048;

// Browsers read a backslash as a slash and drop tabs and line breaks from URLs, so `/\evil.example`
// and `/\t/evil.example` both become `//evil.example`; such targets are refused outright.
// eslint-disable-next-line no-control-regex
const AMBIGUOUS_CHARACTERS = /[\\\u0000-\u001f\u007f]/;

/**
 * Only same-site paths are accepted as a redirect target: `//evil.example`, `/\evil.example` and
 * absolute URLs would send a user who just signed in to another site. One rule for the shell's
 * guest guard, the sign-in pages and the API's Google sign-in, which puts the target in a redirect.
 *
 * The target is resolved the way a browser would (the WHATWG URL parser: dot segments, percent-
 * encoded dots, backslashes, stripped tabs) and judged by what it resolves to, so `/.//evil.example`
 * or `/a/%2e%2e//evil.example`, whose path comes out as `//evil.example`, are refused too: as a
 * location that path is another host.
 */
export function safeRedirectTarget(raw: string | null | undefined): string {
  if (
    !raw ||
    raw.length > MAX_REDIRECT_LENGTH ||
    !raw.startsWith('/') ||
    AMBIGUOUS_CHARACTERS.test(raw)
  ) {
    return DEFAULT_REDIRECT;
  }
  let url: URL;
  try {
    url = new URL(raw, SAME_SITE_BASE);
  } catch {
    return DEFAULT_REDIRECT;
  }
  const target = `${url.pathname}${url.search}${url.hash}`;
  if (url.origin !== SAME_SITE_BASE || target.startsWith('//')) return DEFAULT_REDIRECT;
  return target;
}
