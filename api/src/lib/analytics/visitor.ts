import { createHmac } from 'node:crypto';

import { isbot } from 'isbot';

/** What a request tells about its sender; none of it is stored. */
export interface Visitor {
  /** The client's address as the server sees it (`request.ip`, which honours TRUST_PROXY). */
  ip: string;
  userAgent: string | undefined;
  acceptLanguage: string | undefined;
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
 * The visitor's name for one car on one day: an HMAC under that day's secret salt of the address,
 * the browser and its languages (headers cannot hold a line feed, so the parts cannot run into
 * each other), and the car. The same person on another car, or on another day, gets an unrelated
 * value, and once the salt is deleted no one can find out whose it was.
 */
export function visitorHash(salt: string, vehicleId: string, visitor: Visitor): string {
  return createHmac('sha256', salt)
    .update(
      [vehicleId, visitor.ip, visitor.userAgent ?? '', visitor.acceptLanguage ?? ''].join('\n'),
    )
    .digest('base64url');
}
