import {
  NOTIFICATION_KINDS,
  type NotificationKind,
  type NotificationPreference,
  type NotificationPreferences,
} from '@carclub/contracts';
import { and, eq, sql } from 'drizzle-orm';

import type { Database } from '../../db/database';
import { notificationPreferences, users } from '../../db/schema';
import { type ChannelChoice, defaultChoice, isEmailLocked } from './kinds';

/**
 * The member's choice for `kind` from their row's columns (null without a row: the default); a
 * security notice is always mailed.
 */
export function resolveChoice(
  kind: NotificationKind,
  inApp: boolean | null,
  email: boolean | null,
): ChannelChoice {
  const fallback = defaultChoice(kind);
  return {
    inApp: inApp ?? fallback.inApp,
    email: (email ?? fallback.email) || isEmailLocked(kind),
  };
}

/** The member's choice for `kind`, read from the database. */
export async function channelChoice(
  db: Database,
  userId: string,
  kind: NotificationKind,
): Promise<ChannelChoice> {
  const [row] = await db
    .select({ inApp: notificationPreferences.inApp, email: notificationPreferences.email })
    .from(notificationPreferences)
    .where(and(eq(notificationPreferences.userId, userId), eq(notificationPreferences.kind, kind)));
  return resolveChoice(kind, row?.inApp ?? null, row?.email ?? null);
}

/** Every kind, in the contract's order, with the member's choice. */
export async function loadPreferences(
  db: Database,
  userId: string,
): Promise<NotificationPreferences> {
  const rows = await db
    .select()
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId));
  const chosen = new Map(rows.map((row) => [row.kind, row]));
  return {
    items: NOTIFICATION_KINDS.map((kind) => {
      const choice = chosen.get(kind) ?? defaultChoice(kind);
      const emailLocked = isEmailLocked(kind);
      return { kind, inApp: choice.inApp, email: choice.email || emailLocked, emailLocked };
    }),
  };
}

/**
 * Saves the given kinds (the others keep their choice). E-mail of a security notice stays on
 * whatever the request says: the server never relies on the form's disabled checkbox.
 */
export async function savePreferences(
  db: Database,
  userId: string,
  items: NotificationPreference[],
  now: Date,
): Promise<NotificationPreferences> {
  const latest = new Map(items.map((item) => [item.kind, item]));
  if (latest.size > 0) {
    await db
      .insert(notificationPreferences)
      .values(
        [...latest.values()].map(({ kind, inApp, email }) => ({
          userId,
          kind,
          inApp,
          email: email || isEmailLocked(kind),
          updatedAt: now,
        })),
      )
      .onConflictDoUpdate({
        target: [notificationPreferences.userId, notificationPreferences.kind],
        set: {
          inApp: sql`excluded.in_app`,
          email: sql`excluded.email`,
          updatedAt: sql`excluded.updated_at`,
        },
      });
  }
  return loadPreferences(db, userId);
}

/**
 * Whether `kind` is still mailed to the member, for the unsubscribe page before it acts; undefined
 * for an account deleted since the mail (its link has nothing left to do).
 */
export async function emailChoice(
  db: Database,
  userId: string,
  kind: NotificationKind,
): Promise<boolean | undefined> {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  if (user === undefined) return undefined;
  return (await channelChoice(db, userId, kind)).email;
}

/**
 * The one-click unsubscribe: e-mail of `kind` off, in-app as it was. A deleted account has nothing
 * left to switch off.
 */
export async function switchOffEmail(
  db: Database,
  userId: string,
  kind: NotificationKind,
  now: Date,
): Promise<void> {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  if (user === undefined) return;
  const { inApp } = await channelChoice(db, userId, kind);
  await savePreferences(db, userId, [{ kind, inApp, email: false }], now);
}
