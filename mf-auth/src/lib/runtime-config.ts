import { readRuntimeConfig } from '@carclub/contracts/deploy';

/** Google sign-in is offered only where the server has it configured. */
export function googleSignInEnabled(): boolean {
  return readRuntimeConfig().googleSignIn === true;
}

/**
 * A plain link, not a call: the API answers with a redirect to Google, Google sends the browser
 * back to the API, and the API to the Google callback page, which signs in and opens `redirectTo`
 * (a same-site path; the API checks it again).
 */
export function googleSignInHref(redirectTo: string, language?: string): string {
  const base = readRuntimeConfig().apiBaseUrl.replace(/(?<!\/)\/+$/, '');
  const query = new URLSearchParams({ redirect: redirectTo });
  if (language) query.set('lang', language);
  return `${base}/auth/google?${query}`;
}
