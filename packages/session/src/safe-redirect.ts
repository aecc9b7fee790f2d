import { DEFAULT_REDIRECT } from '@carclub/contracts';

const SAME_SITE_BASE = 'http://carclub.invalid';

// Browsers read a backslash as a slash and drop tabs and line breaks from URLs, so `/\evil.example`
// and `/\t/evil.example` both become `//evil.example`; such targets are refused outright.
// eslint-disable-next-line no-control-regex
const AMBIGUOUS_CHARACTERS = /[\\\u0000-\u001f\u007f]/;

/**
 * Only same-site paths are accepted as a redirect target: `//evil.example`, `/\evil.example` and
 * absolute URLs would send a user who just signed in to another site. The shell's guest guard and
 * the sign-in page use this one rule.
 */
export function safeRedirectTarget(raw: string | null | undefined): string {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || AMBIGUOUS_CHARACTERS.test(raw)) {
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
