import { createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';

import { PRIVATE_MEDIA_URL_MIN_LIFETIME_MS } from '@carclub/contracts';

const KEY_INFO = 'carclub private media urls v1';

/**
 * The key private files' addresses are signed with, derived from the server secret: its own, so
 * a signature of one purpose never stands in for another, and shared by every process.
 */
export function privateMediaKey(serverSecret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', serverSecret, '', KEY_INFO, 32));
}

/** A key of this process alone: for a driver made without the server's (tests, tools). */
export const ephemeralPrivateMediaKey = () => randomBytes(32);

/**
 * When an address signed at `now` stops working: the end of the window after the next one, so
 * every address lasts between one and two windows, and one signed within the same window is the
 * same string (the browser's cache keeps the file while the owner browses).
 */
export function privateUrlExpiry(now: number): number {
  const window = PRIVATE_MEDIA_URL_MIN_LIFETIME_MS;
  return (Math.floor(now / window) + 2) * window;
}

const mac = (key: Buffer, path: string, expires: number) =>
  createHmac('sha256', key).update(`${path}\n${expires}`).digest('base64url');

/** `path?expires=…&signature=…`: the file at `path`, until `privateUrlExpiry(now)`. */
export function signPrivateUrl(key: Buffer, path: string, now = Date.now()): string {
  const expires = Math.floor(privateUrlExpiry(now) / 1000);
  return `${path}?expires=${expires}&signature=${mac(key, path, expires)}`;
}

/**
 * The seconds a signed address of `path` has left, or null when it is not one: no or a wrong
 * signature, or expired.
 */
export function privateUrlSecondsLeft(
  key: Buffer,
  path: string,
  query: { expires?: unknown; signature?: unknown },
  now = Date.now(),
): number | null {
  const { expires, signature } = query;
  if (typeof expires !== 'string' || typeof signature !== 'string' || !/^\d{1,12}$/.test(expires)) {
    return null;
  }
  const left = Number(expires) - Math.floor(now / 1000);
  if (left <= 0) return null;
  const expected = Buffer.from(mac(key, path, Number(expires)));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected) ? left : null;
}
