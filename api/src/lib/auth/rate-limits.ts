import type { App } from '../../app-type';
import type { RateLimitRule } from '../rate-limiter';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * Budgets of the auth routes. Per-IP rules slow down one machine spraying many accounts; per-account
 * rules (keyed by the normalised e-mail, whether or not it is registered, so they reveal nothing)
 * stop many machines guessing one password or flooding one inbox.
 */
export const AUTH_RATE_LIMITS = {
  loginPerIp: { max: 30, windowMs: 15 * MINUTE },
  loginPerAccount: { max: 10, windowMs: 15 * MINUTE },
  registerPerIp: { max: 10, windowMs: HOUR },
  forgotPasswordPerIp: { max: 10, windowMs: HOUR },
  forgotPasswordPerAccount: { max: 3, windowMs: HOUR },
  resendActivationPerIp: { max: 10, windowMs: HOUR },
  resendActivationPerAccount: { max: 3, windowMs: HOUR },
  googlePerIp: { max: 30, windowMs: 15 * MINUTE },
} as const satisfies Record<string, RateLimitRule>;

export type AuthRateLimit = keyof typeof AUTH_RATE_LIMITS;

/** The limiter key of a rule for one IP address or one e-mail address. */
export function rateLimitKey(rule: AuthRateLimit, subject: string): string {
  return `auth:${rule}:${subject}`;
}

const isPerIp = (rule: AuthRateLimit) => rule.endsWith('PerIp');

/**
 * Counts the request against the rule for `subject`; throws the 429 once its budget is spent.
 * Addresses named in RATE_LIMIT_EXEMPT_IPS skip the per-IP rules only.
 */
export function consumeAuthLimit(
  app: Pick<App, 'config' | 'rateLimiter'>,
  rule: AuthRateLimit,
  subject: string,
): void {
  if (isPerIp(rule) && app.config.rateLimitExemptIps.has(subject)) return;
  app.rateLimiter.consume(rateLimitKey(rule, subject), AUTH_RATE_LIMITS[rule]);
}
