import { DEFAULT_REDIRECT } from '@carclub/contracts';

/**
 * Only same-site paths are accepted as a redirect target: `//evil.example`, `/\evil.example` and
 * absolute URLs would send a user who just signed in to another site.
 */
export function safeRedirectTarget(raw: string | null | undefined): string {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\'))
    return DEFAULT_REDIRECT;
  try {
    const url = new URL(raw, 'http://carclub.invalid');
    if (url.origin !== 'http://carclub.invalid') return DEFAULT_REDIRECT;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return DEFAULT_REDIRECT;
  }
}
