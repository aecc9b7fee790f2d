import {
  COMMENT_FIRST_REPLIES,
  COMMENT_PAGE_SIZE,
  type CommentThreadPage,
  TRUST_REQUIREMENTS,
} from '@carclub/contracts';
import { eq } from 'drizzle-orm';

import { comments, discussionReads, memberActivity } from '../../../../src/db/schema';
import { loadTrust, recordVisit } from '../../../../src/lib/trust';
import { trustMember } from '../../../support/community-fixtures';
import { addEntry, entryPayload } from '../../../support/logbook-fixtures';
import { DATABASE_TIMEOUT_MS, useTestApp } from '../../../support/test-app';
import { createMember, createVehicle, type Member } from '../../../support/vehicle-fixtures';

const DAY = 24 * 60 * 60 * 1000;
const LEVEL_1 = TRUST_REQUIREMENTS[1];

describe('reading discussions earns trust (ADR 0161)', () => {
  const { app } = useTestApp();
  let owner: Member;
  let writer: Member;
  let car: { id: string };
  /** Seconds since 2025-01-01 of the next seeded comment: each comes after the one before. */
  let clock = 0;

  beforeAll(async () => {
    [owner, writer] = await Promise.all([
      createMember(app, 'ReadsOwner'),
      createMember(app, 'ReadsWriter'),
    ]);
    await trustMember(app, owner);
    car = await createVehicle(app, owner);
  }, DATABASE_TIMEOUT_MS);

  const newDiscussion = async () =>
    (await addEntry(app, owner, car.id, entryPayload())).discussion!.id;

  /** `threads` top-level comments by the writer, each with `replies` replies, oldest first. */
  async function seed(discussionId: string, threads: number, replies = 0) {
    for (let thread = 0; thread < threads; thread += 1) {
      const at = () => new Date(Date.UTC(2025, 0, 1) + (clock += 1) * 1000);
      const [root] = await app.db
        .insert(comments)
        .values({ discussionId, authorId: writer.id, body: 'Which clutch?', createdAt: at() })
        .returning({ id: comments.id });
      for (let reply = 0; reply < replies; reply += 1) {
        await app.db.insert(comments).values({
          discussionId,
          authorId: writer.id,
          rootId: root!.id,
          body: 'Sachs.',
          createdAt: at(),
        });
      }
    }
  }

  const read = async (discussionId: string, member: Member | null, cursor?: string) => {
    const response = await app.inject({
      method: 'GET',
      url: `/api/discussions/${discussionId}/comments${cursor ? `?cursor=${cursor}` : ''}`,
      headers: member?.headers ?? {},
    });
    expect(response.statusCode).toBe(200);
    return response.json<CommentThreadPage>();
  };

  const counts = async (member: Member) => {
    const [row] = await app.db
      .select({
        discussionsEntered: memberActivity.discussionsEntered,
        commentsRead: memberActivity.commentsRead,
      })
      .from(memberActivity)
      .where(eq(memberActivity.userId, member.id));
    return row ?? { discussionsEntered: 0, commentsRead: 0 };
  };

  it('counts a discussion once and each comment shown once, reading again or on', async () => {
    const reader = await createMember(app, 'ReadsTwice');
    const discussion = await newDiscussion();
    // A full page and one more thread; the first thread shows its first replies, not all.
    await seed(discussion, 1, COMMENT_FIRST_REPLIES + 2);
    await seed(discussion, COMMENT_PAGE_SIZE);
    const firstPage = COMMENT_PAGE_SIZE + COMMENT_FIRST_REPLIES;

    const first = await read(discussion, reader);
    expect(await counts(reader)).toEqual({ discussionsEntered: 1, commentsRead: firstPage });
    await read(discussion, reader);
    expect(await counts(reader)).toEqual({ discussionsEntered: 1, commentsRead: firstPage });

    await read(discussion, reader, first.nextCursor!);
    await read(discussion, reader, first.nextCursor!);
    expect(await counts(reader)).toEqual({ discussionsEntered: 1, commentsRead: firstPage + 1 });

    // A comment written since counts when a page first shows it.
    await seed(discussion, 1);
    await read(discussion, reader, first.nextCursor!);
    expect(await counts(reader)).toEqual({ discussionsEntered: 1, commentsRead: firstPage + 2 });

    // Opening a discussion with no comment yet counts it entered, once.
    const empty = await newDiscussion();
    await read(empty, reader);
    await read(empty, reader);
    expect(await counts(reader)).toEqual({ discussionsEntered: 2, commentsRead: firstPage + 2 });
  });

  it('counts nothing for a signed-out reader, nor for the owner reading their own', async () => {
    const discussion = await newDiscussion();
    await seed(discussion, 3);
    await read(discussion, null);
    await read(discussion, owner);
    expect(
      await app.db
        .select()
        .from(discussionReads)
        .where(eq(discussionReads.discussionId, discussion)),
    ).toEqual([]);
    expect((await counts(owner)).discussionsEntered).toBe(0);
  });

  it('promotes a new member to level 1 once they have read enough', async () => {
    const reader = await createMember(app, 'ReadsEnough');
    const now = Date.now();
    await recordVisit(app.db, reader.id, new Date(now - DAY));
    await recordVisit(app.db, reader.id, new Date(now));
    const perDiscussion = Math.ceil(LEVEL_1.commentsRead / LEVEL_1.discussionsEntered);
    const discussions: string[] = [];
    for (let n = 0; n < LEVEL_1.discussionsEntered; n += 1) {
      const discussion = await newDiscussion();
      await seed(discussion, perDiscussion);
      discussions.push(discussion);
    }

    for (const discussion of discussions.slice(0, -1)) await read(discussion, reader);
    expect(await loadTrust(app.db, reader.id)).toMatchObject({ level: 0 });
    await read(discussions.at(-1)!, reader);
    expect(await loadTrust(app.db, reader.id)).toMatchObject({
      level: 1,
      activity: {
        daysVisited: LEVEL_1.daysVisited,
        discussionsEntered: LEVEL_1.discussionsEntered,
        commentsRead: perDiscussion * LEVEL_1.discussionsEntered,
      },
    });
  });
});
