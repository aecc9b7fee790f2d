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
 * A plain link, not a call: the API answers with a redirect to Google, and Google back to the
 * API, which finally sends the browser to `redirectTo` (already checked to be a same-site path).
 */
export function googleSignInHref(redirectTo: string): string {
  const base = (runtimeConfig().apiBaseUrl || '/api').replace(/\/+$/, '');
  return `${base}/auth/google?redirect=${encodeURIComponent(redirectTo)}`;
}
