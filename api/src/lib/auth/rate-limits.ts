import type { App } from '../../app-type';
import { clientNetwork } from '../client-network';
import { httpErrors } from '../http-errors';
import type { RateLimitRule } from '../rate-limiter';

const SECOND = 1_000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

/**
 * Budgets of one client (IP address): they slow down one machine spraying many accounts, and never
 * touch anyone else.
 */
export const AUTH_RATE_LIMITS = {
  loginPerIp: { max: 30, windowMs: 15 * MINUTE },
  registerPerIp: { max: 10, windowMs: HOUR },
  forgotPasswordPerIp: { max: 10, windowMs: HOUR },
  resendActivationPerIp: { max: 10, windowMs: HOUR },
  googlePerIp: { max: 30, windowMs: 15 * MINUTE },
} as const satisfies Record<string, RateLimitRule>;

/**
 * Budgets of one client for one account (keyed by the normalised e-mail, registered or not, so
 * they reveal nothing). A stranger spends only their own: the owner, from another client, keeps a
 * full budget. A login counts until the right password is given.
 */
export const ACCOUNT_CLIENT_RATE_LIMITS = {
  loginPerAccountClient: { max: 10, windowMs: 15 * MINUTE },
  forgotPasswordPerAccountClient: { max: 3, windowMs: 15 * MINUTE },
  resendActivationPerAccountClient: { max: 3, windowMs: 15 * MINUTE },
} as const satisfies Record<string, RateLimitRule>;

/**
 * Wrong passwords for one account from every client together. Past the free ones, each client
 * waits before its next try on the account: 1 s, doubling per further failure, never more than a
 * minute. A client that has not failed on the account waits for nothing, so a guesser elsewhere
 * can delay the owner's right password by one minute at most, and only after the owner's own typo.
 */
export const LOGIN_BACKOFF = {
  freeFailures: 5,
  firstDelayMs: SECOND,
  maxDelayMs: MINUTE,
  windowMs: HOUR,
} as const;

/**
 * Wrong passwords for one account, from every address together, after which only a browser that
 * has signed in to the account before (its device cookie, known-devices.ts) may try a password
 * until the failures' window (LOGIN_BACKOFF.windowMs) ends. A guesser spread over many addresses
 * gets this many tries an hour; the owner keeps their own browsers, the reset link (which clears
 * the counters) and Google sign-in, so strangers cannot lock them out (ADR 0123).
 */
export const LOGIN_ACCOUNT_LOCK_FAILURES = 20;

/**
 * Reset or activation mails to one inbox, whoever asks. Beyond the budget nothing is refused: one
 * more mail goes out when the window ends, so a stranger's requests delay the owner's mail by
 * 15 minutes at most and still cannot flood the inbox.
 */
export const ACCOUNT_MAIL_LIMIT = { max: 3, windowMs: 15 * MINUTE } as const;

export type AuthRateLimit = keyof typeof AUTH_RATE_LIMITS;
export type AccountClientRateLimit = keyof typeof ACCOUNT_CLIENT_RATE_LIMITS;
export type AccountMailKind = 'passwordReset' | 'activation';

type LimiterApp = Pick<App, 'config' | 'rateLimiter'>;

/**
 * The client a per-client budget counts: its address, or for IPv6 its /64, the block one machine
 * can pick fresh addresses from.
 */
const client = clientNetwork;

/** The limiter key of a per-IP rule. */
export function rateLimitKey(rule: AuthRateLimit, subject: string): string {
  return `auth:${rule}:${subject}`;
}

/**
 * Every counter of one account starts with this, so a completed reset can clear them all. The
 * address is encoded so that no address can reach into another's keys.
 */
export function accountKeyPrefix(email: string): string {
  return `auth:account:${encodeURIComponent(email)}:`;
}

// In lib/rate-limiter since lib/trust (below auth) counts members' actions with it too.
export { memberKey, memberKeyPrefix } from '../rate-limiter';

export function accountClientKey(rule: AccountClientRateLimit, email: string, ip: string): string {
  return `${accountKeyPrefix(email)}${rule}:${client(ip)}`;
}

const loginFailuresKey = (email: string) => `${accountKeyPrefix(email)}loginFailures`;
const loginBackoffKey = (email: string, ip: string) =>
  `${accountKeyPrefix(email)}loginBackoff:${client(ip)}`;
export const accountMailKey = (kind: AccountMailKind, email: string) =>
  `${accountKeyPrefix(email)}mail:${kind}`;

/**
 * Counts the request against a per-IP rule; throws the 429 once its budget is spent. Addresses
 * named in RATE_LIMIT_EXEMPT_IPS skip the per-IP rules only.
 */
export async function consumeAuthLimit(
  app: LimiterApp,
  rule: AuthRateLimit,
  ip: string,
): Promise<void> {
  if (app.config.rateLimitExemptIps.has(ip)) return;
  await app.rateLimiter.consume(rateLimitKey(rule, client(ip)), AUTH_RATE_LIMITS[rule]);
}

/** Counts the request of client `ip` about account `email`; throws the 429 once it is spent. */
export async function consumeAccountClientLimit(
  app: LimiterApp,
  rule: AccountClientRateLimit,
  email: string,
  ip: string,
): Promise<void> {
  await app.rateLimiter.consume(
    accountClientKey(rule, email, ip),
    ACCOUNT_CLIENT_RATE_LIMITS[rule],
  );
}

/** How long a client waits between tries once the account has `failures` wrong passwords. */
export function loginBackoffMs(failures: number): number {
  const beyond = failures - LOGIN_BACKOFF.freeFailures;
  if (beyond < 0) return 0;
  return Math.min(LOGIN_BACKOFF.maxDelayMs, LOGIN_BACKOFF.firstDelayMs * 2 ** beyond);
}

/**
 * The checks before a password is verified: the client's own budgets, the account's lock (past
 * LOGIN_ACCOUNT_LOCK_FAILURES, for browsers it has never signed in from: `fromKnownDevice`, asked
 * only then), then its backoff. They are the same for a registered and an unknown address, which
 * has no known browsers.
 */
export async function admitLoginAttempt(
  app: LimiterApp,
  email: string,
  ip: string,
  fromKnownDevice: () => Promise<boolean> = async () => false,
): Promise<void> {
  await consumeAuthLimit(app, 'loginPerIp', ip);
  const window = await app.rateLimiter.peek(loginFailuresKey(email));
  const failures = window?.count ?? 0;
  if (
    window !== undefined &&
    failures >= LOGIN_ACCOUNT_LOCK_FAILURES &&
    !(await fromKnownDevice())
  ) {
    throw httpErrors.tooManyRequests(window.resetInMs / 1000);
  }
  const delayMs = loginBackoffMs(failures);
  if (delayMs > 0) {
    await app.rateLimiter.consume(loginBackoffKey(email, ip), { max: 1, windowMs: delayMs });
  }
  await consumeAccountClientLimit(app, 'loginPerAccountClient', email, ip);
}

export async function recordLoginFailure(app: LimiterApp, email: string): Promise<void> {
  await app.rateLimiter.hit(loginFailuresKey(email), LOGIN_BACKOFF);
}

/** The right password: this client starts afresh on the account; other clients do not. */
export async function recordLoginSuccess(
  app: LimiterApp,
  email: string,
  ip: string,
): Promise<void> {
  await app.rateLimiter.reset(accountClientKey('loginPerAccountClient', email, ip));
  await app.rateLimiter.reset(loginBackoffKey(email, ip));
}

/** A completed password reset: whoever guessed or asked before, the account starts afresh. */
export async function clearAccountLimits(
  app: Pick<App, 'rateLimiter'>,
  email: string,
): Promise<void> {
  await app.rateLimiter.resetPrefix(accountKeyPrefix(email));
}
