import { analyseMarkdown } from '@carclub/markdown';
import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm';

import { comments, memberMutes, users } from '../../db/schema';
import { notify, type NotifyApp } from '../notifications';
import { readableDiscussion } from './access';
import { publishDiscussionChange } from './events';
import { noticeData, noticeSubject } from './notice-subject';

/** What announcing a comment uses of the app. */
export type AnnounceApp = NotifyApp;

/**
 * Members a comment's mentions notify at most: a member's own limit (trust levels) is lower; this
 * keeps a long list of names from becoming a mass mailing.
 */
export const MAX_MENTIONS_NOTIFIED = 20;

/**
 * Tells of a comment once it is public (ADR 0156): the owner of the post or entry (`comment`),
 * the author of the comment it answers (`reply`, which is all the owner gets when they wrote it),
 * and the members it mentions who may read the discussion and got neither (`mention`); never its
 * own author nor a member who muted them; and its page's readers, live (`publishDiscussionChange`). A held comment (a
 * newcomer's, waiting for a moderator) tells no one: its release calls this again. Runs after
 * the answer (a background task, which logs a failure).
 */
export function announceComment(app: AnnounceApp, commentId: string): void {
  app.backgroundTasks.run('announce comment', () => deliverCommentNotices(app, commentId));
}

async function deliverCommentNotices(app: AnnounceApp, commentId: string): Promise<void> {
  const [comment] = await app.db
    .select({
      discussionId: comments.discussionId,
      rootId: comments.rootId,
      authorId: comments.authorId,
      body: comments.body,
      answeredId: sql<string | null>`coalesce(${comments.replyToId}, ${comments.rootId})`,
      authorNickname: users.nickname,
    })
    .from(comments)
    .innerJoin(users, eq(users.id, comments.authorId))
    .where(
      and(
        eq(comments.id, commentId),
        eq(comments.moderation, 'visible'),
        isNull(comments.deletedAt),
        isNull(comments.ownerHiddenAt),
      ),
    )
    .limit(1);
  if (!comment?.authorId) return;
  await publishDiscussionChange(app, comment.discussionId, {
    id: commentId,
    rootId: comment.rootId,
  });
  const authorId = comment.authorId;
  const subject = await noticeSubject(app.db, comment.discussionId);
  if (!subject) return;
  const data = { ...noticeData(subject, comment.authorNickname), commentId };
  const mayRead = async (memberId: string) =>
    (await readableDiscussion(app.db, comment.discussionId, memberId)) !== undefined;

  // Never its author, nor a member who muted them (ADR 0153): both count as told already.
  const muters = await app.db
    .select({ id: memberMutes.userId })
    .from(memberMutes)
    .where(eq(memberMutes.mutedUserId, authorId));
  const told = new Set<string>([authorId, ...muters.map((muter) => muter.id)]);
  if (comment.answeredId !== null) {
    const [answered] = await app.db
      .select({ authorId: comments.authorId })
      .from(comments)
      .where(eq(comments.id, comment.answeredId));
    const answeredAuthor = answered?.authorId;
    if (answeredAuthor && !told.has(answeredAuthor) && (await mayRead(answeredAuthor))) {
      told.add(answeredAuthor);
      notify(app, answeredAuthor, 'reply', data);
    }
  }
  if (!told.has(subject.ownerId)) {
    told.add(subject.ownerId);
    notify(app, subject.ownerId, 'comment', data);
  }

  const nicknames = analyseMarkdown(comment.body, 'comment').mentions.slice(
    0,
    MAX_MENTIONS_NOTIFIED,
  );
  if (nicknames.length === 0) return;
  const mentioned = await app.db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(sql`lower(${users.nickname})`, nicknames), ne(users.id, authorId)));
  for (const { id } of mentioned) {
    if (told.has(id) || !(await mayRead(id))) continue;
    told.add(id);
    notify(app, id, 'mention', data);
  }
}
