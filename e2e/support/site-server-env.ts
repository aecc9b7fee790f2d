import { E2E_JWT_SECRET } from './access-token';
import { E2E_GOOGLE_CLIENT_ID, E2E_GOOGLE_CLIENT_SECRET, E2E_OIDC_ISSUER } from './google-provider';
import {
  E2E_ADMIN_DOMAIN,
  E2E_PORT,
  E2E_SITE_DIR,
  E2E_SMTP_PORT,
  E2E_SUPPORT_EMAIL,
} from './ports';

/**
 * The environment `pnpm start` gets in a test run (the journeys' and the visual run's configs):
 * the built site on E2E_PORT, the loopback mail server and OpenID provider, and its own database
 * folder in `dataDir`.
 */
export function siteServerEnv(dataDir: string): Record<string, string> {
  return {
    PORT: String(E2E_PORT),
    HOST: '127.0.0.1',
    SITE_DIR: E2E_SITE_DIR,
    DATA_DIR: dataDir,
    PUBLIC_URL: `http://127.0.0.1:${E2E_PORT}`,
    LOG_LEVEL: 'warn',
    SMTP_URL: `smtp://127.0.0.1:${E2E_SMTP_PORT}`,
    // Every journey signs up from this machine; the per-account limits still apply.
    RATE_LIMIT_EXEMPT_IPS: '127.0.0.1',
    // Journeys make their admins by signing up at this domain (support/accounts.ts).
    ADMIN_EMAILS: `*@${E2E_ADMIN_DOMAIN}`,
    // The team's inbox, where the contact form's journey finds its message.
    SUPPORT_EMAIL: E2E_SUPPORT_EMAIL,
    // Known to the journeys, which mint expired access tokens with it (support/access-token.ts).
    JWT_SECRET: E2E_JWT_SECRET,
    GOOGLE_ISSUER: E2E_OIDC_ISSUER,
    GOOGLE_CLIENT_ID: E2E_GOOGLE_CLIENT_ID,
    GOOGLE_CLIENT_SECRET: E2E_GOOGLE_CLIENT_SECRET,
  };
}
