import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

import type { NotificationKind } from '@carclub/contracts';

import { isNotificationKind } from './kinds';

const KEY_INFO = 'carclub notification unsubscribe v1';

/**
 * The key of unsubscribe links, derived from the server secret: its own, so that a token of one
 * purpose can never stand in for another, and shared by every process that shares the secret.
 */
export function unsubscribeKey(serverSecret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', serverSecret, '', KEY_INFO, 32));
}

function mac(key: Buffer, userId: string, kind: NotificationKind): string {
  return createHmac('sha256', key).update(`${userId}:${kind}`).digest('base64url');
}

/**
 * `<user id>.<kind>.<HMAC>`: works without signing in and never expires, like the unsubscribe link
 * of any mailing list (RFC 8058); it can do nothing but switch off the e-mails of one kind.
 */
export function unsubscribeToken(key: Buffer, userId: string, kind: NotificationKind): string {
  return `${userId}.${kind}.${mac(key, userId, kind)}`;
}

export function readUnsubscribeToken(
  key: Buffer,
  token: string,
): { userId: string; kind: NotificationKind } | undefined {
  const [userId, kind, signature, ...rest] = token.split('.');
  if (rest.length > 0 || !userId || !kind || !signature || !isNotificationKind(kind)) {
    return undefined;
  }
  const expected = Buffer.from(mac(key, userId, kind));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  return { userId, kind };
}
