import { createHash, randomBytes } from 'node:crypto';

import { and, count, eq } from 'drizzle-orm';
import { stringifySetCookie } from 'cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';

import type { Database } from '../../db/database';
import { knownDevices, users } from '../../db/schema';
import { notify, type NotifyApp } from '../notifications';
import { describeDevice } from './device';
import { appendSetCookie, readCookie } from './google/cookies';

/**
 * A random id the browser keeps and sends only to the sign-in routes. It tells "a browser this
 * account has used" from "a new one" where a User-Agent cannot (two browsers of one make and
 * version send the same header); only its hash is stored.
 */
export const DEVICE_COOKIE = 'carclub_device';
const DEVICE_COOKIE_PATH = '/api/auth';
/** Browsers cap cookies at 400 days; a device seen again within them stays known. */
const DEVICE_COOKIE_MAX_AGE_SECONDS = 400 * 24 * 60 * 60;
const DEVICE_ID = /^[A-Za-z0-9_-]{43}$/;

function hashDeviceId(deviceId: string): string {
  return createHash('sha256').update(deviceId).digest('base64url');
}

export function readDeviceId(request: FastifyRequest): string | undefined {
  const value = readCookie(request, DEVICE_COOKIE);
  return value !== undefined && DEVICE_ID.test(value) ? value : undefined;
}

/** httpOnly, SameSite=Lax (the Google sign-in returns by a cross-site redirect), secure over HTTPS. */
export function setDeviceCookie(reply: FastifyReply, deviceId: string, publicUrl: string): void {
  appendSetCookie(
    reply,
    stringifySetCookie(DEVICE_COOKIE, deviceId, {
      path: DEVICE_COOKIE_PATH,
      httpOnly: true,
      sameSite: 'lax',
      secure: new URL(publicUrl).protocol === 'https:',
      maxAge: DEVICE_COOKIE_MAX_AGE_SECONDS,
    }),
  );
}

/**
 * Notes the browser of a successful sign-in and returns the id its cookie should keep. A browser
 * the account has not used before is a `newSignIn` notification, except on the account's very first
 * sign-in (or its first since browsers were remembered), when every browser is new.
 */
export async function recordSignInDevice(
  app: NotifyApp,
  userId: string,
  {
    deviceId,
    userAgent,
    now = new Date(),
  }: { deviceId: string | undefined; userAgent: string | null; now?: Date },
): Promise<string> {
  const id = deviceId ?? randomBytes(32).toString('base64url');
  const deviceHash = hashDeviceId(id);
  const known = await app.db
    .update(knownDevices)
    .set({ lastSeenAt: now })
    .where(and(eq(knownDevices.userId, userId), eq(knownDevices.deviceHash, deviceHash)))
    .returning({ userId: knownDevices.userId });
  if (known.length > 0) return id;

  const [others] = await app.db
    .select({ devices: count() })
    .from(knownDevices)
    .where(eq(knownDevices.userId, userId));
  const inserted = await app.db
    .insert(knownDevices)
    .values({ userId, deviceHash, firstSeenAt: now, lastSeenAt: now })
    .onConflictDoNothing()
    .returning({ userId: knownDevices.userId });
  // Two sign-ins of one new browser at once notify once: only the one that recorded it.
  if (inserted.length > 0 && (others?.devices ?? 0) > 0) {
    const { browser, os } = describeDevice(userAgent);
    notify(
      app,
      userId,
      'newSignIn',
      {
        ...(browser === null ? {} : { browser }),
        ...(os === null ? {} : { os }),
      },
      { now },
    );
  }
  return id;
}

/** Whether the browser holding `deviceId` has signed in to the account of `email` before. */
export async function isKnownDeviceOf(
  db: Pick<Database, 'select'>,
  email: string,
  deviceId: string,
): Promise<boolean> {
  const [known] = await db
    .select({ userId: knownDevices.userId })
    .from(knownDevices)
    .innerJoin(users, eq(users.id, knownDevices.userId))
    .where(and(eq(users.email, email), eq(knownDevices.deviceHash, hashDeviceId(deviceId))))
    .limit(1);
  return known !== undefined;
}
