import type { Comment, LikersPage, LikeState, LogbookEntry } from '@carclub/contracts';
import { LIKERS_PAGE_SIZE } from '@carclub/contracts';
import { inArray } from 'drizzle-orm';

import { memberActivity } from '../../../../src/db/schema';
import { trustMember } from '../../../support/community-fixtures';
import { addEntry, entryPayload, fieldsOf } from '../../../support/logbook-fixtures';
import { DATABASE_TIMEOUT_MS, useTestApp } from '../../../support/test-app';
import { createMember, createVehicle, type Member } from '../../../support/vehicle-fixtures';

describe('likes of a post or entry and of its comments', () => {
  const { app } = useTestApp();
  let owner: Member;
  let fan: Member;
  let entry: LogbookEntry;

  beforeAll(async () => {
    [owner, fan] = await Promise.all([
      createMember(app, 'LikeOwner'),
      createMember(app, 'LikeFan'),
    ]);
    await trustMember(app, fan);
    const car = await createVehicle(app, owner);
    entry = await addEntry(app, owner, car.id, entryPayload());
  }, DATABASE_TIMEOUT_MS);

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    member: Member | null,
    payload?: object,
  ) =>
    app.inject({
      method,
      url: `/api/discussions/${entry.discussion!.id}${url}`,
      headers: member?.headers ?? {},
      ...(payload ? { payload } : {}),
    });

  it('counts one like per member, undoes it, and lists who liked newest first', async () => {
    const liked = await call('PUT', '/like', fan);
    expect(liked.json<LikeState>()).toEqual({ liked: true, likesCount: 1 });
    // Counted toward both members' trust (ADR 0153).
    const activity = await app.db
      .select({
        userId: memberActivity.userId,
        given: memberActivity.likesGiven,
        received: memberActivity.likesReceived,
      })
      .from(memberActivity)
      .where(inArray(memberActivity.userId, [fan.id, owner.id]));
    expect(activity).toEqual(
      expect.arrayContaining([
        { userId: fan.id, given: 1, received: 0 },
        { userId: owner.id, given: 0, received: 1 },
      ]),
    );
    expect((await call('PUT', '/like', fan)).json<LikeState>()).toEqual({
      liked: true,
      likesCount: 1,
    });
    expect((await call('GET', '', fan)).json()).toMatchObject({ likedByMe: true, likesCount: 1 });

    const likers = (await call('GET', '/likes', null)).json<LikersPage>();
    expect(likers).toEqual({
      items: [{ nickname: 'LikeFan', avatar: null, likedAt: expect.any(String) }],
      nextCursor: null,
    });

    expect((await call('DELETE', '/like', fan)).json<LikeState>()).toEqual({
      liked: false,
      likesCount: 0,
    });
    expect((await call('DELETE', '/like', fan)).json<LikeState>()).toEqual({
      liked: false,
      likesCount: 0,
    });
  });

  it('refuses a like of one’s own, and of a comment not shown to everyone', async () => {
    const own = await call('PUT', '/like', owner);
    expect(own.statusCode).toBe(400);
    expect(fieldsOf(own)).toEqual({ like: ['validation.cannotLikeOwn'] });

    const comment = (await call('POST', '/comments', fan, { body: 'Nice' })).json<Comment>();
    expect((await call('PUT', `/comments/${comment.id}/like`, fan)).statusCode).toBe(400);
    const likedComment = await call('PUT', `/comments/${comment.id}/like`, owner);
    expect(likedComment.json<LikeState>()).toEqual({ liked: true, likesCount: 1 });
    const threads = await call('GET', '/comments', owner);
    expect(threads.json<{ items: Comment[] }>().items.at(-1)).toMatchObject({
      likedByMe: true,
      likesCount: 1,
    });

    await call('DELETE', `/comments/${comment.id}`, fan);
    expect((await call('PUT', `/comments/${comment.id}/like`, owner)).statusCode).toBe(404);
    expect((await call('PUT', '/like', null)).statusCode).toBe(401);
  });

  it('pages who liked', async () => {
    const many = await Promise.all(
      Array.from({ length: LIKERS_PAGE_SIZE + 1 }, () => createMember(app)),
    );
    for (const member of many) await call('PUT', '/like', member);
    const first = (await call('GET', '/likes', null)).json<LikersPage>();
    expect(first.items).toHaveLength(LIKERS_PAGE_SIZE);
    const second = (
      await call('GET', `/likes?cursor=${first.nextCursor}`, null)
    ).json<LikersPage>();
    expect(second.nextCursor).toBeNull();
    const all = [...first.items, ...second.items];
    expect(all.map((liker) => liker.nickname).sort()).toEqual(many.map((m) => m.nickname).sort());
    const times = all.map((liker) => liker.likedAt);
    expect(times).toEqual([...times].sort().reverse());
  });
});
