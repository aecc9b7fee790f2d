import {
  errorPayloadSchema,
  myPostsQuerySchema,
  POST_PAGE_SIZE,
  postAddressParamsSchema,
  postInputSchema,
  postListQuerySchema,
  postPageSchema,
  postSchema,
} from '@carclub/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { renamedTo, requireUserId } from '../../lib/auth';
import { httpErrors } from '../../lib/http-errors';
import {
  createPost,
  deletePost,
  listMyPosts,
  listPosts,
  loadPostForAuthor,
  loadPublishedPost,
  updatePost,
} from '../../lib/posts';
import photos from './photos';

const TAGS = ['posts'];

const postParams = z.object({ id: z.string().max(100) });

const writeErrors = {
  400: errorPayloadSchema,
  401: errorPayloadSchema,
  404: errorPayloadSchema,
};

/**
 * Members' posts (issue 32): stories with photos, tags, and optionally one of the author's cars
 * and its logbook entries as "what was done" cards. Each has a discussion (ADR 0151).
 */
const postsRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(photos);
  const signedIn = { onRequest: [app.authenticate] };
  const anyone = { onRequest: [app.authenticateOptional] };

  app.get(
    '/posts',
    {
      ...anyone,
      schema: {
        tags: TAGS,
        summary: 'Posts, newest published first: the site’s, a tag’s, a member’s or a car’s',
        description:
          `${POST_PAGE_SIZE} a page; at most one of \`tag\`, \`author\` (a nickname) and ` +
          '`vehicleId` narrows the list. Only published posts the public may read: not held ' +
          'for a moderator, hidden, or by a blocked member. `nextCursor` goes back as `?cursor=`.',
        querystring: postListQuerySchema,
        response: { 200: postPageSchema, 400: errorPayloadSchema },
      },
    },
    async (request) => listPosts(app, request.query, request.user?.id ?? null),
  );

  app.get(
    '/posts/mine',
    {
      ...signedIn,
      schema: {
        tags: TAGS,
        summary: 'My posts, drafts and published, the latest change first',
        querystring: myPostsQuerySchema,
        response: { 200: postPageSchema, 400: errorPayloadSchema, 401: errorPayloadSchema },
      },
    },
    async (request) => listMyPosts(app, requireUserId(request), request.query),
  );

  app.get(
    '/posts/:id',
    {
      ...signedIn,
      schema: {
        tags: TAGS,
        summary: 'My post, in any state, for its editor',
        description: '404 for a post that is not mine.',
        params: postParams,
        response: { 200: postSchema, ...writeErrors },
      },
    },
    async (request) => {
      const post = await loadPostForAuthor(app, request.params.id, requireUserId(request));
      if (!post) throw httpErrors.notFound();
      return post;
    },
  );

  app.get(
    '/users/:nickname/posts/:slug',
    {
      ...anyone,
      schema: {
        tags: TAGS,
        summary: 'A post at its address under its author',
        description:
          'The public read it while it is published and visible; its author always. Under a ' +
          'nickname its member left (within 90 days) it answers 301 to the same post under the ' +
          'new one. Otherwise 404.',
        params: postAddressParamsSchema,
        response: {
          200: postSchema,
          301: z.null(),
          400: errorPayloadSchema,
          404: errorPayloadSchema,
        },
      },
    },
    async (request, reply) => {
      const { nickname, slug } = request.params;
      const post = await loadPublishedPost(app, nickname, slug, request.user?.id ?? null);
      if (post) return post;
      const renamed = await renamedTo(app.db, nickname);
      if (renamed === undefined) throw httpErrors.notFound();
      const location = `${app.prefix}/users/${encodeURIComponent(renamed)}/posts/${encodeURIComponent(slug)}`;
      return reply.code(301).header('location', location).send(null);
    },
  );

  app.post(
    '/posts',
    {
      ...signedIn,
      schema: {
        tags: TAGS,
        summary: 'Write a post: a draft, or published at once with `publish`',
        description:
          'Its address is its title’s slug, unique among my posts and kept through edits. The ' +
          'car must be mine (400 `validation.invalidOption` under `vehicleId`), the entries that ' +
          'car’s (under `entryIds`); a tag that is not one is 400 under `tags`.',
        body: postInputSchema,
        response: { 201: postSchema, ...writeErrors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createPost(app, requireUserId(request), request.body)),
  );

  app.put(
    '/posts/:id',
    {
      ...signedIn,
      schema: {
        tags: TAGS,
        summary: 'Save my post',
        description:
          'Replaces the post as the editor sends it; `publish` publishes a draft, a published ' +
          'post stays published and is marked edited. 404 for a post that is not mine.',
        params: postParams,
        body: postInputSchema,
        response: { 200: postSchema, ...writeErrors },
      },
    },
    async (request) => updatePost(app, request.params.id, requireUserId(request), request.body),
  );

  app.delete(
    '/posts/:id',
    {
      ...signedIn,
      schema: {
        tags: TAGS,
        summary: 'Delete my post, with its photos, comments and likes',
        params: postParams,
        response: { 204: z.null(), 401: errorPayloadSchema, 404: errorPayloadSchema },
      },
    },
    async (request, reply) => {
      await deletePost(app, request.params.id, requireUserId(request));
      return reply.code(204).send(null);
    },
  );
};

export default postsRoutes;
