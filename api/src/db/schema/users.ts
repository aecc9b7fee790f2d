import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  index,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * An account. `email` is stored lower-cased (the contracts normalise it); nicknames are unique
 * ignoring case because they appear in URLs, where `/u/Ann` and `/u/ann` must not be two people.
 */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    nickname: text('nickname').notNull(),
    /** argon2id PHC string; null for an account that only ever signed in with Google. */
    passwordHash: text('password_hash'),
    /** OpenID Connect `sub` of the linked Google account. */
    googleSubject: text('google_subject'),
    roles: text('roles')
      .array()
      .notNull()
      .default(sql`ARRAY['user']::text[]`),
    /** Limits staff put on the account (contracts RESTRICTIONS), e.g. `blocked`. */
    restrictions: text('restrictions')
      .array()
      .notNull()
      .default(sql`ARRAY[]::text[]`),
    /** Interface language of the user's last auth request, for e-mails sent later. */
    language: text('language').notNull().default('uk'),
    /** Null until the activation link is followed; such accounts cannot sign in. */
    activatedAt: timestamp('activated_at', { withTimezone: true }),
    /** The last change of the nickname (not of its case): the next is allowed 30 days later. */
    nicknameChangedAt: timestamp('nickname_changed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_email_idx').on(table.email),
    uniqueIndex('users_nickname_lower_idx').on(sql`lower(${table.nickname})`),
    uniqueIndex('users_google_subject_idx').on(table.googleSubject),
  ],
);

/**
 * A signed-in session: one per login, shared by every refresh token rotated from it (the token
 * family). Access tokens carry its id, so revoking it (logout, refresh-token reuse) ends the session
 * at once rather than when the last access token expires.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references((): AnyPgColumn => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    /** When a refresh token of the session was last exchanged (or the sign-in, before that). */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    /** The User-Agent header of the sign-in, cut to 512 characters, to name the device. */
    userAgent: text('user_agent'),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [index('sessions_user_id_idx').on(table.userId)],
);

/** Refresh tokens, stored only as SHA-256 hashes. A used token stays, so its reuse is detected. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    sessionId: uuid('session_id')
      .notNull()
      .references((): AnyPgColumn => sessions.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set when the token was exchanged for the next one of its family. */
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('refresh_tokens_session_id_idx').on(table.sessionId)],
);

export const USER_TOKEN_PURPOSES = ['activation', 'password_reset', 'google_handoff'] as const;
export type UserTokenPurpose = (typeof USER_TOKEN_PURPOSES)[number];

/**
 * Single-use secrets stored hashed like refresh tokens: links sent by e-mail (activation, password
 * reset) and the cookie that hands a Google sign-in over to the page that finishes it.
 */
export const userTokens = pgTable(
  'user_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references((): AnyPgColumn => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<UserTokenPurpose>().notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('user_tokens_user_id_idx').on(table.userId, table.purpose)],
);

/**
 * A requested change of a user's e-mail address. Nothing changes until the link mailed to the new
 * address is followed (`confirm_token_hash`, 24 h); the old address gets a notice whose link
 * (`cancel_token_hash`, 7 days) stops the change, or undoes it, and ends every session. At most one
 * change per user is open: a new request closes the earlier one. Tokens are stored hashed.
 */
export const emailChanges = pgTable(
  'email_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references((): AnyPgColumn => users.id, { onDelete: 'cascade' }),
    oldEmail: text('old_email').notNull(),
    newEmail: text('new_email').notNull(),
    confirmTokenHash: text('confirm_token_hash').notNull(),
    cancelTokenHash: text('cancel_token_hash').notNull(),
    createdAt: createdAt(),
    /** The confirmation link's end; the cancel link lives longer (EMAIL_CHANGE_CANCEL_TTL_MS). */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /** Closed without effect: cancelled, undone, or replaced by a newer request. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (table) => [
    index('email_changes_user_id_idx').on(table.userId),
    uniqueIndex('email_changes_confirm_token_idx').on(table.confirmTokenHash),
    uniqueIndex('email_changes_cancel_token_idx').on(table.cancelTokenHash),
  ],
);

/**
 * Nicknames nobody else may take for a while: a member's old nickname after a change (links to
 * `/u/{old}/…` redirect to the new one meanwhile) and the nickname of a deleted account. Keyed by
 * the lower-cased nickname, as nicknames are unique ignoring case. `user_id` is the member who
 * left it, null once that account is deleted.
 */
export const nicknameHolds = pgTable(
  'nickname_holds',
  {
    nicknameKey: text('nickname_key').primaryKey(),
    userId: uuid('user_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    heldUntil: timestamp('held_until', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('nickname_holds_user_id_idx').on(table.userId)],
);
