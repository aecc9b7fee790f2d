import { E2E_OIDC_PORT, E2E_PORT } from './ports';

/**
 * The OpenID Connect provider of the journeys (support/servers/oidc-provider.mts) stands in for
 * Google: the site is configured with it as GOOGLE_ISSUER and with this client.
 */
export const E2E_OIDC_ISSUER = `http://127.0.0.1:${E2E_OIDC_PORT}`;
export const E2E_GOOGLE_CLIENT_ID = 'carclub-e2e';
export const E2E_GOOGLE_CLIENT_SECRET = 'carclub-e2e-client-secret-0123456789';
export const E2E_GOOGLE_REDIRECT_URI = `http://127.0.0.1:${E2E_PORT}/api/auth/google/callback`;

/** Texts of the provider's own sign-in page (in English, as the provider is not ours to translate). */
export const PROVIDER_PAGE = {
  title: 'Sign in to the test provider',
  email: 'Email',
  name: 'Name',
  proceed: 'Continue',
  cancel: 'Cancel',
} as const;
