import { and, eq, gte, ne } from 'drizzle-orm';

import { likes, memberMutes, users } from '../../db/schema';
import { notifyGrouped, type NotifyApp } from '../notifications';
import { readableDiscussion } from './access';
import { publishDiscussionChange } from './events';
import { noticeData, noticeSubject } from './notice-subject';

export interface NewLike {
  discussionId: string;
  /** The comment liked; undefined when the post or entry itself was. */
  commentId: string | undefined;
  likerId: string;
  /** The author of what was liked (null: a deleted member's comment). */
  authorId: string | null;
  /** Liked, or the like taken back. */
  liked: boolean;
  createdAt: Date;
}

/**
 * What follows a like given or taken back: the readers of the page see the post's or entry's new
 * count live (a comment's likes are not streamed: nothing anyone waits for), and a like given is
 * told to the author.
 */
export function afterLike(app: NotifyApp, like: NewLike): void {
  if (like.commentId === undefined) {
    app.backgroundTasks.run('publish likes', () => publishDiscussionChange(app, like.discussionId));
  }
  if (like.liked) announceLike(app, like);
}

/**
 * Tells the author of what was liked (ADR 0156), in one notice per thing while it is unread: the
 * latest liker by name and how many others liked it since the batch began ("X and 5 others").
 * A like taken back before the next one is not counted. Runs after the answer.
 */
function announceLike(app: NotifyApp, like: NewLike): void {
  const { authorId } = like;
  if (authorId === null || authorId === like.likerId) return;
  app.backgroundTasks.run('announce like', async () => {
    const subject = await noticeSubject(app.db, like.discussionId);
    if (!subject || !(await readableDiscussion(app.db, like.discussionId, authorId))) return;
    // A member who muted the liker hears nothing of them (ADR 0153).
    const muted = await app.db.$count(
      memberMutes,
      and(eq(memberMutes.userId, authorId), eq(memberMutes.mutedUserId, like.likerId)),
    );
    if (muted > 0) return;
    const [liker] = await app.db
      .select({ nickname: users.nickname })
      .from(users)
      .where(eq(users.id, like.likerId));
    if (!liker) return;
    const target =
      like.commentId === undefined
        ? eq(likes.discussionId, like.discussionId)
        : eq(likes.commentId, like.commentId);
    notifyGrouped(
      app,
      authorId,
      'like',
      { discussionId: like.discussionId, commentId: like.commentId ?? null },
      async (db, current) => {
        // The batch's earliest like: tasks of likes made at once may run in any order.
        const own = like.createdAt.toISOString();
        const since = current !== undefined && current.since < own ? current.since : own;
        const others = await db.$count(
          likes,
          and(target, gte(likes.createdAt, new Date(since)), ne(likes.userId, like.likerId)),
        );
        return {
          ...noticeData(subject, liker.nickname),
          ...(like.commentId === undefined ? {} : { commentId: like.commentId }),
          others: String(others),
          since,
        };
      },
    );
  });
}
