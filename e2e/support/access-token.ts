import { createHmac, randomUUID } from 'node:crypto';

/**
 * The secret the journeys' site signs access tokens with (JWT_SECRET in playwright.config.ts), so
 * a journey can hand the browser an access token that has expired, as one does after 15 minutes,
 * without waiting for it or touching the clock.
 */
export const E2E_JWT_SECRET =
  process.env.E2E_JWT_SECRET ?? 'carclub-e2e-only-access-token-secret-0123456789';

const base64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');

function decodePart(part: string | undefined): Record<string, unknown> {
  if (!part) throw new Error('not a JWT');
  return JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as Record<string, unknown>;
}

/**
 * The same access token (user, session, roles, issuer, audience), issued 20 minutes ago and
 * expired 5 minutes ago, signed with the site's secret: the API answers 401 "expired" to it.
 */
export function expiredCopyOf(accessToken: string): string {
  const [header, payload] = accessToken.split('.');
  const claims = decodePart(payload);
  const now = Math.floor(Date.now() / 1000);
  const signedPart = `${base64url(JSON.stringify(decodePart(header)))}.${base64url(
    JSON.stringify({ ...claims, jti: randomUUID(), iat: now - 20 * 60, exp: now - 5 * 60 }),
  )}`;
  const signature = createHmac('sha256', E2E_JWT_SECRET).update(signedPart).digest('base64url');
  return `${signedPart}.${signature}`;
}
