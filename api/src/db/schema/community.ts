import { MODERATION_STATES, POST_STATUSES } from '@carclub/contracts';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

import { logbookEntries } from './logbook';
import { oneOf } from './one-of';
import { users } from './users';
import { vehicles } from './vehicles';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * A member's story (issue 32): a title and a markdown body, optionally about one of the author's
 * cars. Drafts are the author's alone; a published post is public unless it waits for a
 * moderator (a newcomer's first) or a moderator hid it. Deleting the author deletes the posts.
 */
export const posts = pgTable(
  'posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    authorId: uuid('author_id')
      .notNull()
      .references((): AnyPgColumn => users.id, { onDelete: 'cascade' }),
    /** The car the story is about; a deleted car leaves the story without one. */
    vehicleId: uuid('vehicle_id').references((): AnyPgColumn => vehicles.id, {
      onDelete: 'set null',
    }),
    /** URL part of `/u/{nickname}/posts/{slug}`, unique per author and kept through edits. */
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    /** Markdown exactly as the editor stored it; rendered and sanitised where it is shown. */
    body: text('body').notNull().default(''),
    /** The start of the body as plain text, written with it: what list cards quote. */
    excerpt: text('excerpt').notNull().default(''),
    status: text('status', { enum: POST_STATUSES }).notNull().default('draft'),
    moderation: text('moderation', { enum: MODERATION_STATES }).notNull().default('visible'),
    /** A moderator's reason for hiding it, shown to the author. */
    moderationReason: text('moderation_reason'),
    /** First publication: what lists order by, never moved by an edit. */
    publishedAt: timestamp('published_at', { withTimezone: true }),
    /** The last change after publication: the page says "edited". */
    editedAt: timestamp('edited_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('posts_author_slug_idx').on(table.authorId, table.slug),
    // The author's own list (drafts and published), the latest change first.
    index('posts_author_updated_idx').on(table.authorId, table.updatedAt.desc(), table.id.desc()),
    // The site's posts and a car's Posts tab, newest first: what the public may read.
    index('posts_public_latest_idx')
      .on(table.publishedAt.desc(), table.id.desc())
      .where(sql`${table.status} = 'published' AND ${table.moderation} = 'visible'`),
    index('posts_vehicle_public_latest_idx')
      .on(table.vehicleId, table.publishedAt.desc(), table.id.desc())
      .where(sql`${table.status} = 'published' AND ${table.moderation} = 'visible'`),
    // The moderators' queue of held posts.
    index('posts_held_idx')
      .on(table.createdAt)
      .where(sql`${table.moderation} = 'held'`),
    check('posts_status_check', oneOf(table.status, POST_STATUSES)),
    check('posts_moderation_check', oneOf(table.moderation, MODERATION_STATES)),
    check(
      'posts_published_check',
      sql`(${table.status} = 'published') = (${table.publishedAt} IS NOT NULL)`,
    ),
  ],
);

/** A post's photos, as a logbook entry's are (`logbook_entry_photos`). */
export const postPhotos = pgTable(
  'post_photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    postId: uuid('post_id')
      .notNull()
      .references((): AnyPgColumn => posts.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull(),
    position: integer('position').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    variantWidths: integer('variant_widths')
      .array()
      .notNull()
      .default(sql`'{}'`),
    createdAt: createdAt(),
  },
  (table) => [index('post_photos_post_idx').on(table.postId, table.position)],
);

/** A post's tags, normalised (contracts `normaliseTag`); a tag is nothing but its posts. */
export const postTags = pgTable(
  'post_tags',
  {
    postId: uuid('post_id')
      .notNull()
      .references((): AnyPgColumn => posts.id, { onDelete: 'cascade' }),
    tag: text('tag').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.postId, table.tag] }),
    index('post_tags_tag_idx').on(table.tag, table.postId),
  ],
);

/**
 * The author's logbook entries a post embeds as "what was done" cards, in the author's order.
 * An entry deleted, or made private, leaves the post (the card is read with the entry's rules).
 */
export const postLogbookEntries = pgTable(
  'post_logbook_entries',
  {
    postId: uuid('post_id')
      .notNull()
      .references((): AnyPgColumn => posts.id, { onDelete: 'cascade' }),
    entryId: uuid('entry_id')
      .notNull()
      .references((): AnyPgColumn => logbookEntries.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.postId, table.entryId] }),
    index('post_logbook_entries_entry_idx').on(table.entryId),
  ],
);

/**
 * What comments and likes hang on (ADR 0151): one row per post and one per logbook entry, made by
 * the database when either is inserted (whichever path wrote it: the form, a CSV import, the
 * demo), deleted with it. Comments, likes and bookmarks reference the discussion, so a logbook
 * entry and a post have one mechanism, not two. Its counters are kept by triggers (migration
 * 0021), so every deletion (an account's cascade included) keeps them right.
 */
export const discussions = pgTable(
  'discussions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    postId: uuid('post_id').references((): AnyPgColumn => posts.id, { onDelete: 'cascade' }),
    logbookEntryId: uuid('logbook_entry_id').references((): AnyPgColumn => logbookEntries.id, {
      onDelete: 'cascade',
    }),
    /** Comments the public sees (not held, hidden, or removed by their author). */
    commentsCount: integer('comments_count').notNull().default(0),
    likesCount: integer('likes_count').notNull().default(0),
    /** Set while the subject's owner has closed comments: the thread stays, no new comment. */
    commentsClosedAt: timestamp('comments_closed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('discussions_post_idx').on(table.postId),
    uniqueIndex('discussions_logbook_entry_idx').on(table.logbookEntryId),
    check(
      'discussions_one_subject_check',
      sql`num_nonnulls(${table.postId}, ${table.logbookEntryId}) = 1`,
    ),
  ],
);

/**
 * A comment, two levels deep: a top-level comment has no `root_id`; every reply has its
 * top-level comment as root, and `reply_to_id` names the comment it answers (a reply to a reply
 * stays on the second level and shows whom it answers). Deleting one keeps its place ("comment
 * removed") with the body emptied; deleting the author's account keeps the comment under "deleted
 * member" (ADR 0151).
 */
export const comments = pgTable(
  'comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    discussionId: uuid('discussion_id')
      .notNull()
      .references((): AnyPgColumn => discussions.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    rootId: uuid('root_id').references((): AnyPgColumn => comments.id, { onDelete: 'cascade' }),
    replyToId: uuid('reply_to_id').references((): AnyPgColumn => comments.id, {
      onDelete: 'set null',
    }),
    body: text('body').notNull(),
    moderation: text('moderation', { enum: MODERATION_STATES }).notNull().default('visible'),
    moderationReason: text('moderation_reason'),
    /** Set while the discussion's owner hides it on their post or entry. */
    ownerHiddenAt: timestamp('owner_hidden_at', { withTimezone: true }),
    /** Set when its author deleted it: the body is emptied, the place stays. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    editedAt: timestamp('edited_at', { withTimezone: true }),
    likesCount: integer('likes_count').notNull().default(0),
    /** Replies the public sees, for "show N more replies" under a top-level comment. */
    repliesCount: integer('replies_count').notNull().default(0),
    createdAt: createdAt(),
  },
  (table) => [
    // A discussion's top-level comments oldest first, and each one's replies: keyset pages.
    index('comments_discussion_roots_idx')
      .on(table.discussionId, table.createdAt, table.id)
      .where(sql`${table.rootId} IS NULL`),
    index('comments_root_replies_idx')
      .on(table.rootId, table.createdAt, table.id)
      .where(sql`${table.rootId} IS NOT NULL`),
    // A member's own comments (their data export, trust counters), and the cascade's set null.
    index('comments_author_idx').on(table.authorId, table.createdAt.desc()),
    index('comments_reply_to_idx').on(table.replyToId),
    // The moderators' queue of held comments.
    index('comments_held_idx')
      .on(table.createdAt)
      .where(sql`${table.moderation} = 'held'`),
    check('comments_moderation_check', oneOf(table.moderation, MODERATION_STATES)),
    check('comments_reply_check', sql`${table.replyToId} IS NULL OR ${table.rootId} IS NOT NULL`),
  ],
);

/** One member's like of a discussion (a post or an entry) or of a comment; undone by deleting. */
export const likes = pgTable(
  'likes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references((): AnyPgColumn => users.id, { onDelete: 'cascade' }),
    discussionId: uuid('discussion_id').references((): AnyPgColumn => discussions.id, {
      onDelete: 'cascade',
    }),
    commentId: uuid('comment_id').references((): AnyPgColumn => comments.id, {
      onDelete: 'cascade',
    }),
    createdAt: createdAt(),
  },
  (table) => [
    // NULLs are distinct, so each index holds only its kind: one like per member and target, and
    // "who liked" newest first.
    uniqueIndex('likes_discussion_user_idx').on(table.discussionId, table.userId),
    uniqueIndex('likes_comment_user_idx').on(table.commentId, table.userId),
    index('likes_discussion_newest_idx').on(
      table.discussionId,
      table.createdAt.desc(),
      table.id.desc(),
    ),
    index('likes_comment_newest_idx').on(table.commentId, table.createdAt.desc(), table.id.desc()),
    index('likes_user_idx').on(table.userId, table.createdAt.desc()),
    check(
      'likes_one_target_check',
      sql`num_nonnulls(${table.discussionId}, ${table.commentId}) = 1`,
    ),
  ],
);
