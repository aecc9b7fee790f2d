import type { DiscussionSummary } from '@carclub/contracts';
import { and, eq } from 'drizzle-orm';

import type { Database } from '../../db/database';
import { discussions, likes } from '../../db/schema';
import type { DiscussionRef } from './types';

/** The discussion's counters, and for a signed-in reader whether they liked and own it. */
export async function discussionSummary(
  db: Database,
  discussion: DiscussionRef,
  viewerId: string | null,
): Promise<DiscussionSummary> {
  const [row] = await db
    .select({ comments: discussions.commentsCount, likes: discussions.likesCount })
    .from(discussions)
    .where(eq(discussions.id, discussion.id));
  const liked =
    viewerId !== null &&
    (await db.$count(
      likes,
      and(eq(likes.discussionId, discussion.id), eq(likes.userId, viewerId)),
    )) > 0;
  return {
    id: discussion.id,
    commentsCount: row?.comments ?? 0,
    likesCount: row?.likes ?? 0,
    commentsClosed: discussion.closed,
    likedByMe: liked,
    ownedByMe: viewerId === discussion.ownerId,
  };
}
