import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

import { discussions } from './community';
import { models } from './reference';
import { users } from './users';

const counter = (name: string) => integer(name).notNull().default(0);

/**
 * A member's trust level and the activity that earns it (issue 32 point 8, ADR 0153). A member
 * without a row is a new member (level 0) who has done nothing yet: the row is made by the first
 * counted visit or action. Staff are the top level whatever the row says (lib/trust reads roles).
 */
export const memberActivity = pgTable(
  'member_activity',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references((): AnyPgColumn => users.id, { onDelete: 'cascade' }),
    trustLevel: smallint('trust_level').notNull().default(0),
    /** Set by a moderator: the level stays as they set it, whatever the counters earn. */
    levelLocked: boolean('level_locked').notNull().default(false),
    /** UTC days with a sign-in or a session refresh, each day counted once. */
    daysVisited: counter('days_visited'),
    /** The UTC day last counted in `days_visited`. */
    lastVisitedOn: date('last_visited_on', { mode: 'string' }),
    /** Posts and logbook entries whose discussion the member opened. */
    discussionsEntered: counter('discussions_entered'),
    commentsRead: counter('comments_read'),
    likesGiven: counter('likes_given'),
    likesReceived: counter('likes_received'),
    /** Comments published: approved by a moderator, or not held at all. */
    commentsApproved: counter('comments_approved'),
    postsApproved: counter('posts_approved'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('member_activity_trust_level_check', sql`${table.trustLevel} BETWEEN 0 AND 3`)],
);

/**
 * Who muted whom: the muted member's posts and comments are left out of what the muter sees.
 * Either account's deletion removes the row.
 */
export const memberMutes = pgTable(
  'member_mutes',
  {
    userId: uuid('user_id')
      .notNull()
      .references((): AnyPgColumn => users.id, { onDelete: 'cascade' }),
    mutedUserId: uuid('muted_user_id')
      .notNull()
      .references((): AnyPgColumn => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.mutedUserId] }),
    // The cascade from a deleted muted account finds its rows by this.
    index('member_mutes_muted_user_idx').on(table.mutedUserId),
    check('member_mutes_not_self_check', sql`${table.userId} <> ${table.mutedUserId}`),
  ],
);

/**
 * The makes' models a member muted (issue 33 point 1): cars, posts and entries of such a model
 * never come to their feeds. One row per member and model; gone with either.
 */
export const modelMutes = pgTable(
  'model_mutes',
  {
    userId: uuid('user_id')
      .notNull()
      .references((): AnyPgColumn => users.id, { onDelete: 'cascade' }),
    modelId: text('model_id')
      .notNull()
      .references((): AnyPgColumn => models.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.modelId] }),
    index('model_mutes_model_idx').on(table.modelId),
  ],
);

/**
 * The discussions a member has read (ADR 0161): the row's existence is the one "discussion
 * entered" counted for it, and `read_through` is how far down its thread their counted reading
 * went, so reading a page again counts no comment twice. One row per member and discussion, not
 * one per comment.
 */
export const discussionReads = pgTable(
  'discussion_reads',
  {
    userId: uuid('user_id')
      .notNull()
      .references((): AnyPgColumn => users.id, { onDelete: 'cascade' }),
    discussionId: uuid('discussion_id')
      .notNull()
      .references((): AnyPgColumn => discussions.id, { onDelete: 'cascade' }),
    /** Comments counted in the member's `comments_read` for this discussion. */
    commentsSeen: counter('comments_seen'),
    /** The newest top-level comment counted: later ones count when a page first shows them. */
    readThrough: timestamp('read_through', { withTimezone: true }),
    firstReadAt: timestamp('first_read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.discussionId] }),
    // The cascade from a deleted post or entry finds its rows by this.
    index('discussion_reads_discussion_idx').on(table.discussionId),
  ],
);
