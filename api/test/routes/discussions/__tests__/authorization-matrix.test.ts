import { randomUUID } from 'node:crypto';

import type { Comment, Post, VehicleGallery } from '@carclub/contracts';
import { eq } from 'drizzle-orm';
import type { HTTPMethods } from 'fastify';

import { users } from '../../../../src/db/schema';
import { freshBudgets, trustedMember } from '../../../support/community-fixtures';
import { jpegBuffer, multipartBody } from '../../../support/images';
import { DATABASE_TIMEOUT_MS, useTestApp } from '../../../support/test-app';
import type { Member } from '../../../support/vehicle-fixtures';

/**
 * Who may call each route of the conversation (issue 32 point 11) and of follows (issue 33): `public` anyone (a blocked
 * member's token is refused, as on every route that reads one); `tokenless` anyone, reading no
 * token at all; `member` any signed-in member;
 * `owner` the post's author or the entry's car's owner; `commentAuthor` whoever wrote the comment.
 */
type Rule = 'public' | 'tokenless' | 'member' | 'owner' | 'commentAuthor';

const RULES: Record<string, Rule> = {
  'GET /api/discussions/:id': 'public',
  'GET /api/discussions/:id/comments': 'public',
  'GET /api/discussions/:id/comments/:commentId/replies': 'public',
  'POST /api/discussions/:id/comments': 'member',
  'PATCH /api/discussions/:id/comments/:commentId': 'commentAuthor',
  'DELETE /api/discussions/:id/comments/:commentId': 'commentAuthor',
  'PUT /api/discussions/:id/comments/:commentId/hidden': 'owner',
  'DELETE /api/discussions/:id/comments/:commentId/hidden': 'owner',
  'PUT /api/discussions/:id/closed': 'owner',
  'DELETE /api/discussions/:id/closed': 'owner',
  'PUT /api/discussions/:id/like': 'member',
  'DELETE /api/discussions/:id/like': 'member',
  'GET /api/discussions/:id/likes': 'public',
  'PUT /api/discussions/:id/comments/:commentId/like': 'member',
  'DELETE /api/discussions/:id/comments/:commentId/like': 'member',
  'GET /api/discussions/:id/comments/:commentId/likes': 'public',
  'GET /api/posts': 'public',
  'GET /api/posts/mine': 'member',
  'POST /api/posts': 'member',
  'GET /api/posts/:id': 'owner',
  'PUT /api/posts/:id': 'owner',
  'DELETE /api/posts/:id': 'owner',
  'POST /api/posts/:id/photos': 'owner',
  'PUT /api/posts/:id/photos/order': 'owner',
  'DELETE /api/posts/:id/photos/:photoId': 'owner',
  'GET /api/users/:nickname/posts/:slug': 'public',
  'PUT /api/users/:nickname/mute': 'member',
  'DELETE /api/users/:nickname/mute': 'member',
  'GET /api/profile/mutes': 'member',
  'PUT /api/profile/mutes/models/:modelId': 'member',
  'DELETE /api/profile/mutes/models/:modelId': 'member',
  // Follows (issue 33, ADR 0164–0165): a model here; the lists of the post's author.
  'GET /api/follows/:kind/:id': 'public',
  'PUT /api/follows/:kind/:id': 'member',
  'DELETE /api/follows/:kind/:id': 'member',
  'GET /api/users/:nickname/followers': 'public',
  'GET /api/users/:nickname/following': 'public',
  'GET /api/members/suggest': 'tokenless',
  // A post's or an entry's bookmark is its discussion's (ADR 0158): any member, of what they read.
  'PUT /api/bookmarks/discussions/:id': 'member',
  'DELETE /api/bookmarks/discussions/:id': 'member',
};

/** Streams stay open: their rule is the thread's (tested in events.test.ts), not called here. */
const STREAMS = new Set(['GET /api/discussions/:id/events']);

const COVERED =
  /^\/api\/(discussions|posts|members\/suggest|profile\/mutes|follows|users\/:nickname\/(posts|mute|followers|following)|bookmarks\/discussions)/;

type Caller = 'guest' | 'blocked member' | 'stranger' | 'owner' | 'commenter';
const CALLERS: Caller[] = ['guest', 'blocked member', 'stranger', 'commenter', 'owner'];

function expected(rule: Rule, caller: Caller): 'allowed' | '401' | 'refused' {
  if (rule === 'tokenless') return 'allowed';
  if (caller === 'blocked member') return '401';
  if (rule === 'public') return 'allowed';
  if (caller === 'guest') return '401';
  if (rule === 'member') return 'allowed';
  if (rule === 'owner') return caller === 'owner' ? 'allowed' : 'refused';
  return caller === 'commenter' ? 'allowed' : 'refused';
}

describe('authorization matrix of the conversation’s routes', () => {
  const { app } = useTestApp();
  const routes: { method: HTTPMethods; url: string }[] = [];
  const members: Partial<Record<Caller, Member>> = {};
  let photo: Buffer;

  app.addHook('onRoute', (route) => {
    if (!COVERED.test(route.url)) return;
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') routes.push({ method, url: route.url });
    }
  });

  beforeAll(async () => {
    for (const caller of ['blocked member', 'stranger', 'owner', 'commenter'] as const) {
      members[caller] = await trustedMember(app);
    }
    await app.db
      .update(users)
      .set({ restrictions: ['blocked'] })
      .where(eq(users.id, members['blocked member']!.id));
    photo = await jpegBuffer({ width: 40, height: 30 });
  }, DATABASE_TIMEOUT_MS);

  it('has a rule for every route of the conversation', () => {
    const named = routes.map(({ method, url }) => `${method} ${url}`);
    expect(named.filter((name) => !(name in RULES) && !STREAMS.has(name))).toEqual([]);
    expect(Object.keys(RULES).filter((name) => !named.includes(name))).toEqual([]);
  });

  /** A fresh post of the owner (with a photo when asked) and the commenter's comment on it. */
  async function fixtures(withPhoto: boolean) {
    const owner = members.owner!;
    const commenter = members.commenter!;
    await freshBudgets(app, owner);
    await freshBudgets(app, commenter);
    const post = (
      await app.inject({
        method: 'POST',
        url: '/api/posts',
        headers: owner.headers,
        payload: { title: `Matrix ${randomUUID()}`, publish: true },
      })
    ).json<Post>();
    let photoId: string = randomUUID();
    if (withPhoto) {
      const body = multipartBody([{ field: 'files', data: photo }]);
      const uploaded = await app.inject({
        method: 'POST',
        url: `/api/posts/${post.id}/photos`,
        headers: { ...owner.headers, ...body.headers },
        payload: body.payload,
      });
      photoId = uploaded.json<VehicleGallery>().images[0]!.id;
    }
    const comment = (
      await app.inject({
        method: 'POST',
        url: `/api/discussions/${post.discussion.id}/comments`,
        headers: commenter.headers,
        payload: { body: 'A question' },
      })
    ).json<Comment>();
    return { post, photoId, comment };
  }

  function requestOf(
    method: HTTPMethods,
    url: string,
    parts: Awaited<ReturnType<typeof fixtures>>,
  ): { url: string; payload?: object; headers?: Record<string, string> } {
    const { post, photoId, comment } = parts;
    const filled = url
      .replace(':kind/:id', 'models/volkswagen-golf')
      .replace(':modelId', 'volkswagen-golf')
      .replace(':commentId', comment.id)
      .replace(':photoId', photoId)
      .replace(':nickname', post.author.nickname)
      .replace(':slug', post.slug)
      .replace(':id', url.startsWith('/api/posts') ? post.id : post.discussion.id);
    const name = `${method} ${url}`;
    if (name === 'GET /api/members/suggest') return { url: `${filled}?q=a` };
    if (name === 'POST /api/discussions/:id/comments' || name.startsWith('PATCH')) {
      return { url: filled, payload: { body: 'Edited or new' } };
    }
    if (name === 'POST /api/posts' || name === 'PUT /api/posts/:id') {
      return { url: filled, payload: { title: 'Saved' } };
    }
    if (name === 'PUT /api/posts/:id/photos/order') {
      return { url: filled, payload: { imageIds: [photoId] } };
    }
    if (name === 'POST /api/posts/:id/photos') {
      const body = multipartBody([{ field: 'files', data: photo }]);
      return { url: filled, payload: body.payload, headers: body.headers };
    }
    return { url: filled };
  }

  it.each(CALLERS)(
    'answers a %s on every route as its rule says',
    async (caller) => {
      const answers: string[] = [];
      const wanted: string[] = [];
      for (const { method, url } of routes) {
        const name = `${method} ${url}`;
        if (STREAMS.has(name)) continue;
        const parts = await fixtures(name.includes(':photoId') || name.endsWith('/photos/order'));
        // A member muting themselves is a 400 of its own: mute the commenter instead.
        const request = requestOf(method, url.replace(':nickname/mute', 'MUTEE/mute'), parts);
        request.url = request.url.replace('MUTEE', members.commenter!.nickname);
        const member = caller === 'guest' ? undefined : members[caller];
        if (member) await freshBudgets(app, member);
        const response = await app.inject({
          method,
          url: request.url,
          headers: { ...(member?.headers ?? {}), ...(request.headers ?? {}) },
          ...(request.payload ? { payload: request.payload } : {}),
        });
        const status = response.statusCode;
        const want = expected(RULES[name]!, caller);
        const got =
          status === 401
            ? '401'
            : status === 403 || status === 404
              ? 'refused'
              : status < 500
                ? 'allowed'
                : String(status);
        wanted.push(`${name} → ${want}`);
        answers.push(`${name} → ${got === 'allowed' || got === want ? got : `${got} (${status})`}`);
      }
      expect(answers).toEqual(wanted);
    },
    DATABASE_TIMEOUT_MS * 4,
  );
});
