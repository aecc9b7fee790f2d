import {
  type Profile,
  profileCountryIssues,
  type ProfileUpdate,
  type Role,
  type Sex,
  VALIDATION_MESSAGES as V,
} from '@carclub/contracts';
import { and, eq } from 'drizzle-orm';

import type { App } from '../../app-type';
import type { Database } from '../../db/database';
import { countries, profiles, states, users } from '../../db/schema';
import { uniqueViolationConstraint } from '../db';
import { type FieldErrors, HttpError, httpErrors } from '../http-errors';
import { imageUrls } from '../media';
import { assertNicknameFree, type AuthenticatedUser } from '../auth';
import {
  authorizeRename,
  mailRenameNotice,
  nicknameChangeableAt,
  type RenameApp,
  renameMember,
} from './nickname';

/** Unique indexes of `users` this update can violate → the form field each one is about. */
const UNIQUE_FIELDS: Record<string, 'nickname'> = {
  users_nickname_lower_idx: 'nickname',
};

/** Empty form inputs arrive as '' (or not at all) and mean "not set". */
const orNull = <T extends string>(value: T | '' | null | undefined): T | null =>
  value === undefined || value === null || value === '' ? null : value;

/** What the profile functions use of the app: the database, and storage for image addresses. */
export type ProfileApp = Pick<App, 'db' | 'storage'>;

export async function loadProfile(app: ProfileApp, userId: string): Promise<Profile> {
  const [row] = await app.db
    .select({ user: users, profile: profiles })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) throw httpErrors.notFound();
  const { user, profile } = row;
  const imageUrl = (key: string | null | undefined) =>
    key ? imageUrls(app.storage, key).url : null;
  return {
    id: user.id,
    nickname: user.nickname,
    email: user.email,
    firstName: profile?.firstName ?? null,
    lastName: profile?.lastName ?? null,
    city: profile?.city ?? null,
    stateId: profile?.stateId ?? null,
    countryId: profile?.countryId ?? null,
    phone: profile?.phone ?? null,
    postalCode: profile?.postalCode ?? null,
    sex: (profile?.sex as Sex | null | undefined) ?? null,
    aboutMe: profile?.aboutMe ?? null,
    birthday: profile?.birthday ?? null,
    socialLinks: {
      instagram: profile?.socialLinks.instagram ?? null,
      youtube: profile?.socialLinks.youtube ?? null,
      tiktok: profile?.socialLinks.tiktok ?? null,
    },
    avatar: imageUrl(profile?.avatarKey),
    cover: imageUrl(profile?.coverKey),
    roles: user.roles as Role[],
    nicknameChangeableAt: nicknameChangeableAt(user.nicknameChangedAt)?.toISOString() ?? null,
  };
}

/**
 * The rules the schema cannot check alone, all at once so the form can mark every wrong field:
 * the country must exist, and phone, postal code and state must fit it.
 */
async function countryFieldErrors(db: Database, update: ProfileUpdate): Promise<FieldErrors> {
  const countryId = orNull(update.countryId);
  const stateId = orNull(update.stateId);
  const [country] = countryId
    ? await db
        .select({ code: countries.code })
        .from(countries)
        .where(eq(countries.id, countryId))
        .limit(1)
    : [];
  const statesOfCountry =
    country && countryId && stateId
      ? await db
          .select({ id: states.id })
          .from(states)
          .where(and(eq(states.id, stateId), eq(states.countryId, countryId)))
      : [];

  const fields: FieldErrors = {};
  if (countryId && !country) fields.countryId = [V.invalidOption];
  for (const issue of profileCountryIssues(update, country ?? null, statesOfCountry)) {
    (fields[issue.path] ??= []).push(issue.message);
  }
  return fields;
}

/**
 * The form sends the e-mail with the rest of the profile, so the address the account has is
 * accepted; any other is refused, whether or not another member uses it. Taking a new address on a
 * bearer token alone would hand the account over (forgot-password mails the new address), so a
 * change needs the confirmed flow of its own.
 */
async function assertEmailUnchanged(db: Database, userId: string, email: string) {
  const [account] = await db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!account) throw httpErrors.notFound();
  if (account.email.trim().toLowerCase() === email) return;
  throw new HttpError(403, 'The e-mail address cannot be changed with this request', {
    details: { fields: { email: ['errors.forbidden'] } },
  });
}

/**
 * Replaces the whole editable profile (PUT): a field left out is cleared like an empty input. The
 * e-mail must be the account's own (see `assertEmailUnchanged`); a new nickname needs the current
 * password, or a recent sign-in, and is mailed to the member (see `authorizeRename`).
 */
export async function updateProfile(
  app: ProfileApp & RenameApp,
  caller: Pick<AuthenticatedUser, 'id' | 'sessionId'>,
  update: ProfileUpdate,
): Promise<Profile> {
  const userId = caller.id;
  await assertEmailUnchanged(app.db, userId, update.email);
  const fields = await countryFieldErrors(app.db, update);
  if (Object.keys(fields).length > 0) throw httpErrors.validation(fields);
  await assertNicknameFree(app.db, update.nickname, userId);
  const renamed = await authorizeRename(app, caller, update);

  const now = new Date();
  const values = {
    firstName: orNull(update.firstName),
    lastName: orNull(update.lastName),
    city: orNull(update.city),
    countryId: orNull(update.countryId),
    stateId: orNull(update.stateId),
    phone: orNull(update.phone),
    postalCode: orNull(update.postalCode),
    sex: orNull(update.sex),
    aboutMe: orNull(update.aboutMe),
    birthday: orNull(update.birthday),
    socialLinks: {
      instagram: orNull(update.socialLinks?.instagram),
      youtube: orNull(update.socialLinks?.youtube),
      tiktok: orNull(update.socialLinks?.tiktok),
    },
    updatedAt: now,
  };
  try {
    await app.db.transaction(async (tx) => {
      const [member] = await tx
        .select({
          id: users.id,
          nickname: users.nickname,
          nicknameChangedAt: users.nicknameChangedAt,
        })
        .from(users)
        .where(eq(users.id, userId))
        .for('update');
      if (!member) throw httpErrors.notFound();
      await renameMember(tx, member, update.nickname, now);
      await tx
        .insert(profiles)
        .values({ userId, ...values })
        .onConflictDoUpdate({ target: profiles.userId, set: values });
    });
  } catch (error) {
    // Another request took the nickname between the check above and this write.
    const field = UNIQUE_FIELDS[uniqueViolationConstraint(error) ?? ''];
    if (field) throw httpErrors.conflict(field);
    throw error;
  }
  if (renamed) mailRenameNotice(app, renamed, update.nickname);
  return loadProfile(app, userId);
}
