import type { NotificationData } from '@carclub/contracts';
import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';

import type { Database } from '../../db/database';
import { discussions, logbookEntries, posts, users, vehicles } from '../../db/schema';

const postAuthor = alias(users, 'notice_post_author');
const carOwner = alias(users, 'notice_car_owner');

/** What every notice of a conversation says, whoever acted and on whichever comment. */
type SubjectData = Omit<NotificationData['like'], 'by' | 'commentId' | 'others' | 'since'>;

/** What every notice of a conversation says of its post or entry, and whose it is. */
export type NoticeSubject = SubjectData & { ownerId: string };

/**
 * The discussion's post or entry as its notices name and link to it (ADR 0156): its title, and
 * its page's parts as they are now. Undefined when it is gone.
 */
export async function noticeSubject(
  db: Database,
  discussionId: string,
): Promise<NoticeSubject | undefined> {
  const [row] = await db
    .select({
      postId: posts.id,
      postTitle: posts.title,
      postSlug: posts.slug,
      postAuthorId: posts.authorId,
      postAuthorNickname: postAuthor.nickname,
      entryId: logbookEntries.id,
      entryTitle: logbookEntries.title,
      carSlug: vehicles.slug,
      carOwnerId: vehicles.ownerId,
      carOwnerNickname: carOwner.nickname,
    })
    .from(discussions)
    .leftJoin(posts, eq(posts.id, discussions.postId))
    .leftJoin(postAuthor, eq(postAuthor.id, posts.authorId))
    .leftJoin(logbookEntries, eq(logbookEntries.id, discussions.logbookEntryId))
    .leftJoin(vehicles, eq(vehicles.id, logbookEntries.vehicleId))
    .leftJoin(carOwner, eq(carOwner.id, vehicles.ownerId))
    .where(eq(discussions.id, discussionId))
    .limit(1);
  if (row?.postId && row.postAuthorId && row.postAuthorNickname) {
    return {
      discussionId,
      subjectKind: 'post',
      subjectTitle: row.postTitle!,
      ownerNickname: row.postAuthorNickname,
      slug: row.postSlug!,
      ownerId: row.postAuthorId,
    };
  }
  if (row?.entryId && row.carOwnerId && row.carOwnerNickname) {
    return {
      discussionId,
      subjectKind: 'logbookEntry',
      subjectTitle: row.entryTitle!,
      ownerNickname: row.carOwnerNickname,
      slug: row.carSlug!,
      entryId: row.entryId,
      ownerId: row.carOwnerId,
    };
  }
  return undefined;
}

/** A notice's data of `subject`, naming who acted: the subject without its owner's id. */
export function noticeData(
  { ownerId: _ownerId, ...subject }: NoticeSubject,
  by: string,
): SubjectData & { by: string } {
  return { ...subject, by };
}
