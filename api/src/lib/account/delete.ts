import { type DeleteAccountRequest, VALIDATION_MESSAGES as V } from '@carclub/contracts';
import { eq, inArray } from 'drizzle-orm';

import type { App } from '../../app-type';
import type { Transaction } from '../../db/database';
import { nicknameHolds, profiles, users, vehicleImages, vehicles } from '../../db/schema';
import {
  accountKeyPrefix,
  type AccountMailApp,
  type AuthenticatedUser,
  memberKey,
  memberKeyPrefix,
  NICKNAME_HOLD_MS,
  nicknameKey,
  sendAccountMail,
  verifyPassword,
} from '../auth';
import { httpErrors } from '../http-errors';
import { postPhotoKeysOfAuthor } from '../posts';
import { logbookPhotoKeysOfVehicles } from '../vehicles';
import { purgeImages, releaseImage } from '../media';
import type { MailLanguage } from '../../mail/templates';

export type DeleteAccountApp = Pick<App, 'db' | 'storage' | 'log' | 'rateLimiter'> & AccountMailApp;

/** Password guesses on this route, as on the other routes that take the current password. */
export const DELETE_ACCOUNT_RATE_LIMIT = { max: 10, windowMs: 15 * 60_000 };

/**
 * Deletes the member for good: the account row goes, and with it (by cascade) the profile,
 * vehicles and their gallery rows, posts and their photos, likes, sessions, refresh tokens, link
 * tokens and e-mail changes (their comments stay in others' threads under "deleted member", ADR
 * 0151); the photo files are deleted after the commit (a failed deletion is retried by the media sweep). The
 * nickname is held for 90 days so nobody can pose as the member, the rate-limit counters keyed by
 * the address go, and the address gets a last mail saying so.
 *
 * Asks for the current password (400 naming it when wrong; 403 without one: set one first) and
 * the nickname typed out (400 naming it when it differs), so neither a stolen session nor a
 * misclick deletes anyone.
 */
export async function deleteAccount(
  app: DeleteAccountApp,
  caller: AuthenticatedUser,
  { currentPassword, nickname }: DeleteAccountRequest,
  { language, now = new Date() }: { language?: MailLanguage | undefined; now?: Date } = {},
): Promise<void> {
  const [member] = await app.db
    .select({
      id: users.id,
      email: users.email,
      nickname: users.nickname,
      language: users.language,
      passwordHash: users.passwordHash,
    })
    .from(users)
    .where(eq(users.id, caller.id))
    .limit(1);
  if (!member) throw httpErrors.notFound();
  if (member.passwordHash === null) throw httpErrors.forbidden();
  if (nicknameKey(nickname.trim()) !== nicknameKey(member.nickname)) {
    throw httpErrors.validation({ nickname: [V.nicknameMismatch] });
  }
  const limiterKey = memberKey(member.id, 'delete-account');
  await app.rateLimiter.consume(limiterKey, DELETE_ACCOUNT_RATE_LIMIT);
  if (!(await verifyPassword(member.passwordHash, currentPassword))) {
    throw httpErrors.validation({ currentPassword: ['messages.currentPasswordIncorrect'] });
  }

  await eraseAccount(app, member, { language, now });
}

/** The account being erased: who to mail, which nickname to hold. */
export interface ErasedMember {
  id: string;
  email: string;
  nickname: string;
  language: string;
}

/**
 * Erases an account (see `deleteAccount` for what goes). Both the member's own deletion and staff's
 * use it; staff pass `alsoInTransaction` to record the deletion in the audit log in the same
 * transaction, so an account never disappears without its record.
 */
export async function eraseAccount(
  app: DeleteAccountApp,
  member: ErasedMember,
  {
    language,
    now = new Date(),
    alsoInTransaction,
    farewell = 'accountDeleted',
  }: {
    language?: MailLanguage | undefined;
    now?: Date;
    alsoInTransaction?: (tx: Transaction) => Promise<void>;
    /** The last mail: `accountDeleted` says the member asked for it, so staff's deletions differ. */
    farewell?: 'accountDeleted' | 'accountDeletedByStaff';
  } = {},
): Promise<void> {
  const released = await app.db.transaction(async (tx) => {
    const [pictures] = await tx
      .select({ avatarKey: profiles.avatarKey, coverKey: profiles.coverKey })
      .from(profiles)
      .where(eq(profiles.userId, member.id));
    const owned = await tx
      .select({ id: vehicles.id, previewKey: vehicles.previewKey })
      .from(vehicles)
      .where(eq(vehicles.ownerId, member.id));
    const gallery =
      owned.length === 0
        ? []
        : await tx
            .select({ key: vehicleImages.storageKey })
            .from(vehicleImages)
            .where(
              inArray(
                vehicleImages.vehicleId,
                owned.map((vehicle) => vehicle.id),
              ),
            );
    const logbookPhotos = await logbookPhotoKeysOfVehicles(
      tx,
      owned.map((vehicle) => vehicle.id),
    );
    const keys = [
      pictures?.avatarKey,
      pictures?.coverKey,
      ...owned.map((vehicle) => vehicle.previewKey),
      ...gallery.map((image) => image.key),
      ...logbookPhotos,
      ...(await postPhotoKeysOfAuthor(tx, member.id)),
    ].filter((key): key is string => typeof key === 'string');
    // Recorded for deletion in the same transaction, so a crash after it still loses no file.
    for (const key of keys) await releaseImage(tx, key);
    await alsoInTransaction?.(tx);
    await tx.delete(users).where(eq(users.id, member.id));
    const heldUntil = new Date(now.getTime() + NICKNAME_HOLD_MS);
    await tx
      .insert(nicknameHolds)
      .values({
        nicknameKey: nicknameKey(member.nickname),
        userId: null,
        heldUntil,
        createdAt: now,
      })
      .onConflictDoUpdate({ target: nicknameHolds.nicknameKey, set: { userId: null, heldUntil } });
    return keys;
  });

  await purgeImages(app, released);
  await app.rateLimiter.resetPrefix(accountKeyPrefix(member.email));
  await app.rateLimiter.resetPrefix(memberKeyPrefix(member.id));
  // In the language of the page the member left from, which may differ from the last sign-in's.
  sendAccountMail(app, farewell, { ...member, language: language ?? member.language });
}
