import { createHmac } from 'node:crypto';

import { isbot } from 'isbot';

import { clientNetwork } from '../client-network';

/** What a request tells about its sender; none of it is stored. */
export interface Visitor {
  /** The client's address as the server sees it (`request.ip`, which honours TRUST_PROXY). */
  ip: string;
  /** Tells a bot from a browser; it does not name the visitor (ADR 0123). */
  userAgent: string | undefined;
}

/** `YYYY-MM-DD` of `at` in UTC: a visitor's day, and the day of its salt. */
export function utcDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/** The UTC day `days` before `day` (negative: after). */
export function daysBefore(day: string, days: number): string {
  const at = new Date(`${day}T00:00:00.000Z`);
  at.setUTCDate(at.getUTCDate() - days);
  return utcDay(at);
}

/**
 * A crawler, a link checker, a headless browser, or a client that names no browser at all: its
 * visit is not a person looking at the car.
 */
export function isBot(userAgent: string | undefined): boolean {
  return userAgent === undefined || userAgent.trim() === '' || isbot(userAgent);
}

/**
 * The visitor's name for one car on one day: an HMAC under that day's secret salt of the car and
 * the client's network (its address; an IPv6 address's /64). The browser's headers are left out:
 * a client choosing them would otherwise count a view per request (ADR 0123). The same person on
 * another car, or on another day, gets an unrelated value, and once the salt is deleted no one can
 * find out whose it was.
 */
export function visitorHash(salt: string, vehicleId: string, visitor: Visitor): string {
  return createHmac('sha256', salt)
    .update(`${vehicleId}\n${clientNetwork(visitor.ip)}`)
    .digest('base64url');
}
