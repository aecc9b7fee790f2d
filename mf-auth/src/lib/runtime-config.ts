/** The part of the runtime config (`/config.js`, set before the bundle runs) that mf-auth reads. */
interface AuthRuntimeConfig {
  apiBaseUrl?: string;
  googleSignIn?: boolean;
}

function runtimeConfig(): AuthRuntimeConfig {
  return (globalThis as { __CARCLUB_CONFIG__?: AuthRuntimeConfig }).__CARCLUB_CONFIG__ ?? {};
}

/** Google sign-in is offered only where the server has it configured. */
export function googleSignInEnabled(): boolean {
  return runtimeConfig().googleSignIn === true;
}

/**
 * A plain link, not a call: the API answers with a redirect to Google, Google sends the browser
 * back to the API, and the API to the Google callback page, which signs in and opens `redirectTo`
 * (a same-site path; the API checks it again).
 */
export function googleSignInHref(redirectTo: string, language?: string): string {
  const base = (runtimeConfig().apiBaseUrl || '/api').replace(/\/+$/, '');
  const query = new URLSearchParams({ redirect: redirectTo });
  if (language) query.set('lang', language);
  return `${base}/auth/google?${query}`;
}
