import type { AddressInfo } from 'node:net';

import type { Comment, LogbookEntry } from '@carclub/contracts';
import { eq } from 'drizzle-orm';

import type { App } from '../../../../src/app-type';
import { comments } from '../../../../src/db/schema';
import {
  announceComment,
  MAX_DISCUSSION_STREAMS_PER_NETWORK,
} from '../../../../src/lib/discussions';
import { EventReader } from '../../../support/event-stream';
import { addEntry, entryPayload } from '../../../support/logbook-fixtures';
import {
  DATABASE_TIMEOUT_MS,
  testsOnPostgres,
  useAppsOnOneDatabase,
  useTestApp,
} from '../../../support/test-app';
import { trustedMember } from '../../../support/community-fixtures';
import { createVehicle, type Member } from '../../../support/vehicle-fixtures';

const UNKNOWN = '00000000-0000-4000-8000-000000000000';

async function listening(app: App): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

async function publicEntry(app: App, owner: Member, visibility = 'public'): Promise<LogbookEntry> {
  const car = await createVehicle(app, owner);
  return addEntry(app, owner, car.id, entryPayload({ visibility }));
}

async function comment(app: App, discussionId: string, member: Member, body: string) {
  const response = await app.inject({
    method: 'POST',
    url: `/api/discussions/${discussionId}/comments`,
    headers: member.headers,
    payload: { body },
  });
  expect(response.statusCode).toBe(201);
  return response.json<Comment>();
}

describe('GET /api/discussions/:id/events: new comments and counters, live, for any reader', () => {
  const { app } = useTestApp();
  let base: string;
  let owner: Member;
  let reader: Member;
  const controllers: AbortController[] = [];

  beforeAll(async () => {
    base = await listening(app);
    [owner, reader] = await Promise.all([trustedMember(app), trustedMember(app)]);
  }, DATABASE_TIMEOUT_MS);

  afterEach(() => {
    for (const controller of controllers.splice(0)) controller.abort();
  });

  async function open(discussionId: string, headers: Record<string, string> = {}) {
    const controller = new AbortController();
    controllers.push(controller);
    return fetch(`${base}/api/discussions/${discussionId}/events`, {
      headers: { 'accept-encoding': 'br, gzip', ...headers },
      signal: controller.signal,
    });
  }

  async function stream(discussionId: string, headers: Record<string, string> = {}) {
    const response = await open(discussionId, headers);
    expect(response.status).toBe(200);
    return new EventReader(response.body!.getReader());
  }

  it('tells a signed-out reader the counters, then each new comment and like, never a held one', async () => {
    const { discussion } = await publicEntry(app, owner);
    const id = discussion!.id;
    const response = await open(id);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(response.headers.get('cache-control')).toBe('no-store');
    const events = new EventReader(response.body!.getReader());
    const elsewhere = await stream((await publicEntry(app, owner)).discussion!.id);
    expect(await events.nextOf('counts')).toEqual({ commentsCount: 0, likesCount: 0 });
    expect(await elsewhere.nextOf('counts')).toEqual({ commentsCount: 0, likesCount: 0 });

    const written = await comment(app, id, reader, 'Which kit?');
    expect(await events.nextOf('comment')).toEqual({ id: written.id, rootId: null });
    expect(await events.nextOf('counts')).toEqual({ commentsCount: 1, likesCount: 0 });

    const liked = await app.inject({
      method: 'PUT',
      url: `/api/discussions/${id}/like`,
      headers: reader.headers,
    });
    expect(liked.statusCode).toBe(200);
    expect(await events.nextOf('counts')).toEqual({ commentsCount: 1, likesCount: 1 });

    // A newcomer's held comment: nothing until a moderator releases it, then it is news.
    const [held] = await app.db
      .insert(comments)
      .values({ discussionId: id, authorId: reader.id, body: 'Held', moderation: 'held' })
      .returning({ id: comments.id });
    announceComment(app, held!.id);
    await app.backgroundTasks.drain();
    const next = await comment(app, id, owner, 'Sachs');
    expect(await events.nextOf('comment')).toEqual({ id: next.id, rootId: null });
    await app.db.update(comments).set({ moderation: 'visible' }).where(eq(comments.id, held!.id));
    announceComment(app, held!.id);
    expect(await events.nextOf('comment')).toEqual({ id: held!.id, rootId: null });

    await expect(elsewhere.nextOf('comment', 300)).rejects.toThrow('no event in time');
  });

  it('answers 404 for a discussion the reader may not read, and lets its owner in', async () => {
    const { discussion } = await publicEntry(app, owner, 'private');
    expect((await open(discussion!.id)).status).toBe(404);
    expect((await open(discussion!.id, reader.headers)).status).toBe(404);
    expect((await open(UNKNOWN)).status).toBe(404);
    expect((await open('not-an-id')).status).toBe(404);
    const own = await stream(discussion!.id, owner.headers);
    expect(await own.nextOf('counts')).toEqual({ commentsCount: 0, likesCount: 0 });
  });

  it('refuses a flood of streams from one network, and frees a place when a reader leaves', async () => {
    const { discussion } = await publicEntry(app, owner);
    const opened: AbortController[] = [];
    for (let index = 0; index < MAX_DISCUSSION_STREAMS_PER_NETWORK; index += 1) {
      expect((await open(discussion!.id)).status).toBe(200);
      opened.push(controllers.at(-1)!);
    }
    const refused = await open(discussion!.id);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('30');

    opened[0]!.abort();
    const deadline = Date.now() + 5_000;
    let status = 429;
    while (status === 429 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      status = (await open(discussion!.id)).status;
    }
    expect(status).toBe(200);
  });
});

(testsOnPostgres ? describe : describe.skip)('a discussion’s stream on two API processes', () => {
  const apps = useAppsOnOneDatabase(2);
  const bases: string[] = [];

  beforeAll(async () => {
    for (const app of apps) bases.push(await listening(app));
  });

  it('tells a reader on one process of a comment written through the other', async () => {
    const [holder, writer] = apps as [App, App];
    const owner = await trustedMember(writer);
    const { discussion } = await publicEntry(writer, owner);
    const controller = new AbortController();
    try {
      const response = await fetch(`${bases[0]}/api/discussions/${discussion!.id}/events`, {
        signal: controller.signal,
      });
      expect(response.status).toBe(200);
      const events = new EventReader(response.body!.getReader());
      expect(await events.nextOf('counts')).toEqual({ commentsCount: 0, likesCount: 0 });
      const written = await comment(writer, discussion!.id, await trustedMember(holder), 'Hi');
      expect(await events.nextOf('comment')).toEqual({ id: written.id, rootId: null });
    } finally {
      controller.abort();
    }
  });
});
