import { createServer } from 'node:net';
import path from 'node:path';

/**
 * Where the journeys' servers listen and keep their files. Everything moves with E2E_PORT (and
 * the folders with their own variables), so two copies of the suite can run side by side.
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_SMTP_PORT = E2E_PORT + 25;
/** The OpenID Connect provider standing in for Google (support/servers/oidc-provider.mts). */
export const E2E_OIDC_PORT = E2E_PORT + 26;

const E2E_DIR = path.resolve(__dirname, '..');
export const E2E_SITE_DIR = process.env.E2E_SITE_DIR ?? path.join(E2E_DIR, '.site');
export const E2E_DATA_DIR = process.env.E2E_DATA_DIR ?? path.join(E2E_DIR, '.data');
export const E2E_MAIL_DIR = process.env.E2E_MAIL_DIR ?? path.join(E2E_DIR, '.mail');

/** A port nothing listens on now, for a server of the bench's own. */
export function sparePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Every address of this domain becomes an admin at its first sign-in (the site's ADMIN_EMAILS). */
export const E2E_ADMIN_DOMAIN = 'admins.e2e.carclub.test';

/** The team's inbox (the site's SUPPORT_EMAIL): the contact form mails it. */
export const E2E_SUPPORT_EMAIL = 'support@e2e.carclub.test';
