import {
  type CommunityContentKind,
  type CommunityItem,
  type CommunityQueue,
  type CommunityQueuePage,
  type CommunityQueueQuery,
  MODERATION_PAGE_SIZE,
  type ModerationState,
  VALIDATION_MESSAGES as V,
} from '@carclub/contracts';
import { logbookEntryPage, postPage } from '@carclub/contracts/page-paths';
import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';

import type { Database, Transaction } from '../../../db/database';
import { comments, discussions, logbookEntries, posts, users, vehicles } from '../../../db/schema';
import { recordAdminAction } from '../../audit';
import { isUuid } from '../../db';
import { HttpError, httpErrors } from '../../http-errors';
import { notify } from '../../notifications';
import { announceComment } from '../../discussions';
import { recordApproved } from '../../trust';
import type { ModerationActor, ModerationApp } from './vehicles';

const EXCERPT_LENGTH = 200;

const commentAuthor = alias(users, 'comment_author');
const postAuthor = alias(users, 'post_author');
const carOwner = alias(users, 'car_owner');

type Db = Pick<Database, 'select'>;

/** A page of the queue's posts: the published ones in `queue`, oldest first. */
async function queuedPosts(db: Db, queue: CommunityQueue, limit: number, offset = 0) {
  const where = and(eq(posts.moderation, queue), eq(posts.status, 'published'));
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: posts.id,
        title: posts.title,
        excerpt: posts.excerpt,
        slug: posts.slug,
        authorNickname: postAuthor.nickname,
        moderationReason: posts.moderationReason,
        createdAt: posts.createdAt,
      })
      .from(posts)
      .innerJoin(postAuthor, eq(postAuthor.id, posts.authorId))
      .where(where)
      .orderBy(asc(posts.createdAt), asc(posts.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(posts).where(where),
  ]);
  const items = rows.map((row): CommunityItem => ({
    kind: 'post',
    id: row.id,
    authorNickname: row.authorNickname,
    title: row.title,
    excerpt: row.excerpt,
    path: postPage({ nickname: row.authorNickname, slug: row.slug }),
    moderationReason: row.moderationReason,
    createdAt: row.createdAt.toISOString(),
  }));
  return { items, total: counted?.total ?? 0 };
}

/**
 * A page of the queue's comments, oldest first, each named by the post or entry it is under;
 * the ones their authors deleted meanwhile left the queue with their words.
 */
async function queuedComments(
  db: Db,
  where: { queue: CommunityQueue } | { id: string },
  limit: number,
  offset = 0,
) {
  const filter =
    'id' in where
      ? eq(comments.id, where.id)
      : and(eq(comments.moderation, where.queue), isNull(comments.deletedAt));
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: comments.id,
        body: comments.body,
        authorNickname: commentAuthor.nickname,
        moderationReason: comments.moderationReason,
        moderation: comments.moderation,
        createdAt: comments.createdAt,
        postTitle: posts.title,
        postSlug: posts.slug,
        postAuthor: postAuthor.nickname,
        entryId: logbookEntries.id,
        entryTitle: logbookEntries.title,
        carSlug: vehicles.slug,
        carOwner: carOwner.nickname,
      })
      .from(comments)
      .innerJoin(discussions, eq(discussions.id, comments.discussionId))
      .leftJoin(commentAuthor, eq(commentAuthor.id, comments.authorId))
      .leftJoin(posts, eq(posts.id, discussions.postId))
      .leftJoin(postAuthor, eq(postAuthor.id, posts.authorId))
      .leftJoin(logbookEntries, eq(logbookEntries.id, discussions.logbookEntryId))
      .leftJoin(vehicles, eq(vehicles.id, logbookEntries.vehicleId))
      .leftJoin(carOwner, eq(carOwner.id, vehicles.ownerId))
      .where(filter)
      .orderBy(asc(comments.createdAt), asc(comments.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(comments).where(filter),
  ]);
  const items = rows.map((row): CommunityItem & { hidden: boolean } => {
    const page =
      row.postSlug !== null && row.postAuthor !== null
        ? postPage({ nickname: row.postAuthor, slug: row.postSlug })
        : row.entryId !== null && row.carSlug !== null && row.carOwner !== null
          ? logbookEntryPage({ nickname: row.carOwner, slug: row.carSlug }, row.entryId)
          : null;
    return {
      kind: 'comment',
      id: row.id,
      authorNickname: row.authorNickname,
      title: row.postTitle ?? row.entryTitle ?? '',
      excerpt: row.body.replace(/\s+/g, ' ').trim().slice(0, EXCERPT_LENGTH),
      path: page && `${page}#comment-${row.id}`,
      moderationReason: row.moderationReason,
      createdAt: row.createdAt.toISOString(),
      hidden: row.moderation === 'hidden',
    };
  });
  return { items, total: counted?.total ?? 0 };
}

/**
 * The Community section's queue (ADR 0159): held or hidden posts and comments together, oldest
 * first, so what has waited longest is decided first. Each kind is read up to the page's end and
 * the two merged: pages are few, since the queue is worked down.
 */
export async function listCommunityQueue(
  app: Pick<ModerationApp, 'db'>,
  query: CommunityQueueQuery,
): Promise<CommunityQueuePage> {
  const upTo = query.page * MODERATION_PAGE_SIZE;
  const [postPart, commentPart] = await Promise.all([
    queuedPosts(app.db, query.queue, upTo),
    queuedComments(app.db, { queue: query.queue }, upTo),
  ]);
  const items = [...postPart.items, ...commentPart.items.map(({ hidden: _, ...item }) => item)]
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id))
    .slice(upTo - MODERATION_PAGE_SIZE, upTo);
  return {
    items,
    total: postPart.total + commentPart.total,
    page: query.page,
    limit: MODERATION_PAGE_SIZE,
  };
}

interface LockedContent {
  id: string;
  authorId: string | null;
  moderation: ModerationState;
  moderationReason: string | null;
}

/** Locks the post or comment for the transaction, so two moderators' decisions queue; 404 when gone. */
async function lockContent(
  tx: Transaction,
  kind: CommunityContentKind,
  id: string,
): Promise<LockedContent> {
  if (!isUuid(id)) throw httpErrors.notFound();
  const table = kind === 'post' ? posts : comments;
  const [row] = await tx
    .select({
      id: table.id,
      authorId: table.authorId,
      moderation: table.moderation,
      moderationReason: table.moderationReason,
      gone: kind === 'post' ? sql<boolean>`${posts.status} <> 'published'` : sql<boolean>`false`,
      deleted: kind === 'comment' ? sql<boolean>`${comments.deletedAt} IS NOT NULL` : sql`false`,
    })
    .from(table)
    .where(eq(table.id, id))
    .for('update');
  // A draft was never published, a removed comment has no words left: neither is moderated.
  if (!row || row.gone || row.deleted) throw httpErrors.notFound();
  return row;
}

/** A comment as the queue shows it, and whether a moderator hid it; undefined when it is gone. */
export async function describeComment(db: Db, id: string) {
  const { items } = await queuedComments(db, { id }, 1);
  return items[0];
}

/**
 * A reported discussion's subject (ADR 0151): a post by its title, a logbook entry by its title
 * and car; with its page and whether a moderator hid it. Undefined when it is gone.
 */
export async function describeDiscussion(db: Db, id: string) {
  const [row] = await db
    .select({
      postTitle: posts.title,
      postSlug: posts.slug,
      postAuthor: postAuthor.nickname,
      postHidden: sql<boolean>`${posts.moderation} = 'hidden'`,
      entryId: logbookEntries.id,
      entryTitle: logbookEntries.title,
      carName: vehicles.name,
      carSlug: vehicles.slug,
      carOwner: carOwner.nickname,
    })
    .from(discussions)
    .leftJoin(posts, eq(posts.id, discussions.postId))
    .leftJoin(postAuthor, eq(postAuthor.id, posts.authorId))
    .leftJoin(logbookEntries, eq(logbookEntries.id, discussions.logbookEntryId))
    .leftJoin(vehicles, eq(vehicles.id, logbookEntries.vehicleId))
    .leftJoin(carOwner, eq(carOwner.id, vehicles.ownerId))
    .where(eq(discussions.id, id));
  if (!row) return undefined;
  if (row.postTitle !== null && row.postSlug !== null && row.postAuthor !== null) {
    return {
      label: row.postTitle,
      ownerNickname: row.postAuthor,
      slug: null,
      path: postPage({ nickname: row.postAuthor, slug: row.postSlug }),
      hidden: Boolean(row.postHidden),
      hideable: !row.postHidden,
    };
  }
  if (row.entryId === null || row.carSlug === null || row.carOwner === null) return undefined;
  return {
    label: `${row.entryTitle ?? ''} · ${row.carName ?? ''}`,
    ownerNickname: row.carOwner,
    slug: null,
    path: logbookEntryPage({ nickname: row.carOwner, slug: row.carSlug }, row.entryId),
    hidden: false,
    // An entry is its car's owner's record: moderators hide the car, or the comments under it.
    hideable: false,
  };
}

/** The item as the queue shows it: its title and page, for the audit log and the author's notice. */
async function describe(db: Db, kind: CommunityContentKind, id: string): Promise<CommunityItem> {
  if (kind === 'comment') {
    const { hidden: _, ...item } = (await describeComment(db, id))!;
    return item;
  }
  const [row] = await db
    .select({ title: posts.title, slug: posts.slug, nickname: postAuthor.nickname })
    .from(posts)
    .innerJoin(postAuthor, eq(postAuthor.id, posts.authorId))
    .where(eq(posts.id, id));
  return {
    kind,
    id,
    authorNickname: row!.nickname,
    title: row!.title,
    excerpt: '',
    path: postPage(row!),
    moderationReason: null,
    createdAt: '',
  };
}

const state = (row: Pick<LockedContent, 'moderation' | 'moderationReason'>) => ({
  moderation: row.moderation,
  moderationReason: row.moderationReason,
});

/**
 * Moves a post or comment from `from` to `to` under the lock, audited; 409 `contentAlreadyModerated`
 * when another moderator moved it first. Returns it as it was, with its title and page.
 */
async function moderate(
  app: ModerationApp,
  actor: ModerationActor,
  kind: CommunityContentKind,
  id: string,
  change: {
    from: readonly ModerationState[];
    to: ModerationState;
    /** None when approving: the release speaks for itself. */
    reason: string | null;
    action: 'approve' | 'hide' | 'restore';
  },
) {
  return app.db.transaction(async (tx) => {
    const locked = await lockContent(tx, kind, id);
    if (!change.from.includes(locked.moderation)) {
      throw new HttpError(409, V.contentAlreadyModerated);
    }
    const after = {
      moderation: change.to,
      moderationReason: change.to === 'hidden' ? change.reason : null,
    };
    const table = kind === 'post' ? posts : comments;
    await tx.update(table).set(after).where(eq(table.id, id));
    // A newcomer's released comment or post counts toward their trust, as one never held does.
    if (change.action === 'approve' && locked.authorId !== null) {
      await recordApproved(tx, locked.authorId, kind);
    }
    const item = await describe(tx, kind, id);
    await recordAdminAction(tx, {
      actorId: actor.id,
      action: `${kind}.${change.action}`,
      targetType: kind,
      targetId: id,
      targetLabel: item.title,
      before: state(locked),
      after,
      reason: change.reason,
    });
    return { ...item, authorId: locked.authorId };
  });
}

/**
 * Releases a held post or comment to everyone; 409 when it is no longer held. A released comment
 * is told of as a new one is (ADR 0156): to the owner, whom it answers, whom it mentions, and the
 * page's readers.
 */
export async function approveContent(
  app: ModerationApp,
  actor: ModerationActor,
  kind: CommunityContentKind,
  id: string,
): Promise<void> {
  await moderate(app, actor, kind, id, {
    from: ['held'],
    to: 'visible',
    reason: null,
    action: 'approve',
  });
  if (kind === 'comment') announceComment(app, id);
}

/**
 * Hides a visible or held post or comment with a reason its author is shown and notified of;
 * the counters follow by the database's triggers. 409 when it is hidden already.
 */
export async function hideContent(
  app: ModerationApp,
  actor: ModerationActor,
  kind: CommunityContentKind,
  id: string,
  reason: string,
): Promise<void> {
  const hidden = await moderate(app, actor, kind, id, {
    from: ['visible', 'held'],
    to: 'hidden',
    reason,
    action: 'hide',
  });
  // After the commit: the author is never told of a change that did not happen.
  if (hidden.authorId !== null && hidden.path !== null) {
    notify(app, hidden.authorId, 'contentHidden', {
      contentKind: kind,
      title: hidden.title,
      path: hidden.path,
      reason,
    });
  }
}

/** Shows a hidden post or comment again and tells its author; 409 when it is not hidden. */
export async function restoreContent(
  app: ModerationApp,
  actor: ModerationActor,
  kind: CommunityContentKind,
  id: string,
  reason: string,
): Promise<void> {
  const restored = await moderate(app, actor, kind, id, {
    from: ['hidden'],
    to: 'visible',
    reason,
    action: 'restore',
  });
  if (restored.authorId !== null && restored.path !== null) {
    notify(app, restored.authorId, 'contentRestored', {
      contentKind: kind,
      title: restored.title,
      path: restored.path,
    });
  }
}
