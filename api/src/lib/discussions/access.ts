import { eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';

import type { Database } from '../../db/database';
import { discussions, logbookEntries, posts, users, vehicles } from '../../db/schema';
import { isUuid } from '../db';
import { httpErrors } from '../http-errors';
import { publiclyVisibleVehicle } from '../vehicles';
import type { DiscussionRef } from './types';

/** A discussion's post's author, beside other members the same query joins (a car's owner). */
export const postAuthor = alias(users, 'post_author');

/**
 * Whether the public may read a discussion (ADR 0151): a post that is published, visible and by an
 * unblocked author, or an entry that is public on a car the public may see. The query left-joins
 * `posts`, `postAuthor`, `logbook_entries` and, as `vehicles`, the entry's car.
 */
export function publicDiscussion(): SQL<boolean> {
  return sql<boolean>`CASE
        WHEN ${posts.id} IS NOT NULL THEN ${posts.status} = 'published'
          AND ${posts.moderation} = 'visible' AND NOT ('blocked' = ANY(${postAuthor.restrictions}))
        ELSE ${logbookEntries.visibility} = 'public' AND ${publiclyVisibleVehicle()}
      END`;
}

/**
 * The discussion `id` when `viewerId` may read it, else undefined (ADR 0151): its owner always;
 * anyone else a post that is published, visible and by an unblocked author, or an entry that is
 * public on a car the public may see.
 */
export async function readableDiscussion(
  db: Database,
  id: string,
  viewerId: string | null,
): Promise<DiscussionRef | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .select({
      id: discussions.id,
      closedAt: discussions.commentsClosedAt,
      postId: posts.id,
      postAuthorId: posts.authorId,
      entryId: logbookEntries.id,
      carOwnerId: vehicles.ownerId,
      public: publicDiscussion(),
    })
    .from(discussions)
    .leftJoin(posts, eq(posts.id, discussions.postId))
    .leftJoin(postAuthor, eq(postAuthor.id, posts.authorId))
    .leftJoin(logbookEntries, eq(logbookEntries.id, discussions.logbookEntryId))
    .leftJoin(vehicles, eq(vehicles.id, logbookEntries.vehicleId))
    .where(eq(discussions.id, id))
    .limit(1);
  const ownerId = row?.postAuthorId ?? row?.carOwnerId;
  if (!row || !ownerId) return undefined;
  if (!row.public && ownerId !== viewerId) return undefined;
  return {
    id: row.id,
    ownerId,
    closed: row.closedAt !== null,
    subject: row.postId
      ? { kind: 'post', id: row.postId }
      : { kind: 'logbookEntry', id: row.entryId! },
  };
}

/** `readableDiscussion`, or 404: a discussion the viewer may not read answers as if none existed. */
export async function discussionOr404(
  db: Database,
  id: string,
  viewerId: string | null,
): Promise<DiscussionRef> {
  const discussion = await readableDiscussion(db, id, viewerId);
  if (!discussion) throw httpErrors.notFound();
  return discussion;
}
