import { asc, eq, sql } from 'drizzle-orm';

import type { Database } from '../../db/database';
import {
  comments,
  discussions,
  follows,
  likes,
  postLogbookEntries,
  postPhotos,
  posts,
  postTags,
  users,
} from '../../db/schema';

/** What a discussion is about, as the export names it: the post's or the entry's id. */
const subjectOf = {
  postId: discussions.postId,
  logbookEntryId: discussions.logbookEntryId,
};

/**
 * The member's posts (drafts too, with their tags, car, embedded entries and photo keys), the
 * comments they wrote (removed ones without text, as kept), what they liked and whom and what
 * they follow: community.json
 * of their data export (issue 32 point 9).
 */
export async function loadExportedCommunity(db: Database, userId: string) {
  const [written, photoRows, said, liked, followed] = await Promise.all([
    db
      .select({
        id: posts.id,
        slug: posts.slug,
        title: posts.title,
        body: posts.body,
        status: posts.status,
        moderation: posts.moderation,
        moderationReason: posts.moderationReason,
        vehicleId: posts.vehicleId,
        tags: sql<
          string[]
        >`coalesce((select array_agg(${postTags.tag} order by ${postTags.tag}) from ${postTags} where ${postTags.postId} = ${posts.id}), '{}')`,
        entryIds: sql<
          string[]
        >`coalesce((select array_agg(${postLogbookEntries.entryId} order by ${postLogbookEntries.position}) from ${postLogbookEntries} where ${postLogbookEntries.postId} = ${posts.id}), '{}')`,
        createdAt: posts.createdAt,
        publishedAt: posts.publishedAt,
        editedAt: posts.editedAt,
      })
      .from(posts)
      .where(eq(posts.authorId, userId))
      .orderBy(asc(posts.createdAt)),
    db
      .select({ postId: postPhotos.postId, key: postPhotos.storageKey })
      .from(postPhotos)
      .innerJoin(posts, eq(posts.id, postPhotos.postId))
      .where(eq(posts.authorId, userId))
      .orderBy(asc(postPhotos.postId), asc(postPhotos.position)),
    db
      .select({
        id: comments.id,
        ...subjectOf,
        replyToId: comments.replyToId,
        body: comments.body,
        moderation: comments.moderation,
        deletedAt: comments.deletedAt,
        createdAt: comments.createdAt,
        editedAt: comments.editedAt,
      })
      .from(comments)
      .innerJoin(discussions, eq(discussions.id, comments.discussionId))
      .where(eq(comments.authorId, userId))
      .orderBy(asc(comments.createdAt)),
    db
      .select({ ...subjectOf, commentId: likes.commentId, likedAt: likes.createdAt })
      .from(likes)
      .leftJoin(discussions, eq(discussions.id, likes.discussionId))
      .where(eq(likes.userId, userId))
      .orderBy(asc(likes.createdAt)),
    db
      .select({
        member: users.nickname,
        vehicleId: follows.vehicleId,
        modelId: follows.modelId,
        followedAt: follows.createdAt,
      })
      .from(follows)
      .leftJoin(users, eq(users.id, follows.followedUserId))
      .where(eq(follows.userId, userId))
      .orderBy(asc(follows.createdAt)),
  ]);
  return {
    posts: written,
    comments: said,
    likes: liked,
    /** Whom and what they follow (ADR 0164): a member by nickname, a car or a model by id. */
    follows: followed,
    /** Each post's photos in order: the archive stores them under `posts/<slug>/`. */
    photos: photoRows,
  };
}
