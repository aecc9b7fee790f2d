import { randomInt } from 'node:crypto';

import { PERSON_NAME_MAX_LENGTH } from '@carclub/contracts';
import { and, eq, isNull, sql } from 'drizzle-orm';

import { profiles, users } from '../../../db/schema';
import type { Database } from '../../../db/database';
import type { MailLanguage } from '../../../mail/templates';
import { uniqueViolationConstraint } from '../../db';
import { discardUserTokens } from '../user-tokens';
import { firstFreeNickname, nicknameBase } from './nickname';
import type { GoogleProfile } from './oidc';
import { heldNicknamesMatching } from '../nicknames';

/** `signedIn`: already linked; `linked`: an account with the same e-mail; `created`: a new one. */
export type GoogleAccountOutcome = 'signedIn' | 'linked' | 'created';

export interface GoogleAccount {
  userId: string;
  outcome: GoogleAccountOutcome;
}

/**
 * The e-mail belongs to an account already linked to another Google account. Google subjects never
 * change, so this is a different Google account that now holds the address; it is not allowed to
 * take the CarClub account over.
 */
export class GoogleAccountConflictError extends Error {
  constructor(readonly userId: string) {
    super('the e-mail address belongs to an account linked to another Google account');
    this.name = 'GoogleAccountConflictError';
  }
}

/** Concurrent first sign-ins of one person race on the unique indexes; the loser looks again. */
const MAX_ATTEMPTS = 5;

const personName = (value: string | undefined) =>
  value === undefined ? null : value.slice(0, PERSON_NAME_MAX_LENGTH);

async function freeNickname(db: Database, profile: GoogleProfile): Promise<string> {
  const base = nicknameBase(profile);
  const pattern = `^${base.replace(/\./g, '\\.')}[0-9]*$`;
  const taken = await db
    .select({ nickname: users.nickname })
    .from(users)
    .where(sql`lower(${users.nickname}) ~ ${pattern}`);
  const held = await heldNicknamesMatching(db, pattern);
  return (
    firstFreeNickname(base, [...taken.map((row) => row.nickname), ...held]) ??
    `${base}${randomInt(1_000, 10_000)}`
  );
}

async function findBySubject(db: Database, subject: string, language: MailLanguage | undefined) {
  const [user] = await db
    .select({ id: users.id, language: users.language })
    .from(users)
    .where(eq(users.googleSubject, subject))
    .limit(1);
  if (user && language !== undefined && language !== user.language) {
    await db.update(users).set({ language }).where(eq(users.id, user.id));
  }
  return user;
}

/**
 * Links Google to the account with the same address. A verified Google address proves that the
 * person owns it, as following the activation link would, so an account not activated yet is
 * activated; its password, though, was chosen by whoever registered the address without proving
 * it (possibly someone else, waiting for the owner to activate it), so it is dropped: the owner can
 * set one through "forgot password".
 */
async function linkByEmail(
  db: Database,
  profile: GoogleProfile,
  language: MailLanguage | undefined,
  now: Date,
): Promise<string | undefined> {
  const [user] = await db
    .select({ id: users.id, googleSubject: users.googleSubject, activatedAt: users.activatedAt })
    .from(users)
    .where(eq(users.email, profile.email))
    .limit(1);
  if (!user) return undefined;
  if (user.googleSubject !== null) throw new GoogleAccountConflictError(user.id);
  const wasActive = user.activatedAt !== null;
  const linked = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({
        googleSubject: profile.subject,
        ...(wasActive ? {} : { activatedAt: now, passwordHash: null }),
        ...(language === undefined ? {} : { language }),
        updatedAt: now,
      })
      .where(and(eq(users.id, user.id), isNull(users.googleSubject)))
      .returning({ id: users.id });
    if (row && !wasActive) await discardUserTokens(tx, user.id, 'activation', now);
    return row;
  });
  return linked?.id;
}

async function createUser(
  db: Database,
  profile: GoogleProfile,
  language: MailLanguage | undefined,
  now: Date,
): Promise<string> {
  const nickname = await freeNickname(db, profile);
  return db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({
        email: profile.email,
        nickname,
        passwordHash: null,
        googleSubject: profile.subject,
        activatedAt: now,
        createdAt: now,
        updatedAt: now,
        ...(language === undefined ? {} : { language }),
      })
      .returning({ id: users.id });
    await tx.insert(profiles).values({
      userId: user!.id,
      firstName: personName(profile.givenName),
      lastName: personName(profile.familyName),
    });
    return user!.id;
  });
}

/**
 * The CarClub account of a Google sign-in: the one linked to its subject, else the one with its
 * (verified) e-mail, now linked, else a new active account without a password, with a nickname
 * made from the name and the first and last name filled in.
 */
export async function resolveGoogleAccount(
  db: Database,
  profile: GoogleProfile,
  language: MailLanguage | undefined,
  now: Date = new Date(),
): Promise<GoogleAccount> {
  for (let attempt = 1; ; attempt += 1) {
    const linked = await findBySubject(db, profile.subject, language);
    if (linked) return { userId: linked.id, outcome: 'signedIn' };
    const byEmail = await linkByEmail(db, profile, language, now);
    if (byEmail) return { userId: byEmail, outcome: 'linked' };
    try {
      return { userId: await createUser(db, profile, language, now), outcome: 'created' };
    } catch (error) {
      // Another sign-in took the address, the subject or the nickname meanwhile: look again.
      if (uniqueViolationConstraint(error) === undefined || attempt >= MAX_ATTEMPTS) throw error;
    }
  }
}
