import {
  COMMENT_EDIT_WINDOW_MINUTES,
  commentEditSchema,
  commentInputSchema,
  commentPageQuerySchema,
  commentSchema,
  commentThreadPageSchema,
  discussionSummarySchema,
  errorPayloadSchema,
  likersPageSchema,
  likeStateSchema,
  replyPageSchema,
} from '@carclub/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { requireUserId } from '../../lib/auth';
import {
  createComment,
  deleteComment,
  discussionOr404,
  discussionSummary,
  editComment,
  listLikers,
  listReplies,
  listThreads,
  setCommentHiddenByOwner,
  setCommentsClosed,
  setLiked,
} from '../../lib/discussions';
import { recordThreadRead } from '../../lib/trust';

const TAGS = ['discussions'];

const discussionParams = z.object({ id: z.string().max(100) });
const commentParams = discussionParams.extend({ commentId: z.string().max(100) });

const readErrors = { 400: errorPayloadSchema, 404: errorPayloadSchema };
const writeErrors = {
  400: errorPayloadSchema,
  401: errorPayloadSchema,
  403: errorPayloadSchema,
  404: errorPayloadSchema,
};

const READ_RULE =
  'A post is read while it is published and visible, an entry while it is public on a car the ' +
  'public may see; their owner reads them always. Otherwise 404.';

/**
 * The conversation of a post or a logbook entry (issue 32, ADR 0151): its comments, two levels
 * deep, and likes of it and of its comments. A post's or entry's payload names its discussion.
 */
const discussionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const signedIn = { onRequest: [app.authenticate] };
  const anyone = { onRequest: [app.authenticateOptional] };
  const viewerOf = (request: { user: { id: string } | null }) => request.user?.id ?? null;

  app.get(
    '/discussions/:id',
    {
      ...anyone,
      schema: {
        tags: TAGS,
        summary: 'A discussion’s counters, and whether I liked it and own it',
        description: READ_RULE,
        params: discussionParams,
        response: { 200: discussionSummarySchema, ...readErrors },
      },
    },
    async (request) => {
      const viewerId = viewerOf(request);
      const discussion = await discussionOr404(app.db, request.params.id, viewerId);
      return discussionSummary(app.db, discussion, viewerId);
    },
  );

  app.get(
    '/discussions/:id/comments',
    {
      ...anyone,
      schema: {
        tags: TAGS,
        summary: 'A page of the top-level comments, oldest first, each with its first replies',
        description:
          `${READ_RULE} A removed or hidden comment keeps its place with an empty body; another ` +
          'member’s held comment is left out. `nextCursor` is given back as `?cursor=`.',
        params: discussionParams,
        querystring: commentPageQuerySchema,
        response: { 200: commentThreadPageSchema, ...readErrors },
      },
    },
    async (request) => {
      const viewerId = viewerOf(request);
      const discussion = await discussionOr404(app.db, request.params.id, viewerId);
      const page = await listThreads(app, discussion, viewerId, request.query.cursor);
      // Reading earns trust (ADR 0161); reading one's own post or entry does not.
      if (viewerId !== null && viewerId !== discussion.ownerId) {
        const shown = page.items.map((thread) => ({
          createdAt: new Date(thread.createdAt),
          comments: 1 + thread.replies.length,
        }));
        await recordThreadRead(app.db, viewerId, discussion.id, shown);
      }
      return page;
    },
  );

  app.get(
    '/discussions/:id/comments/:commentId/replies',
    {
      ...anyone,
      schema: {
        tags: TAGS,
        summary: 'A page of one thread’s replies, oldest first',
        description: `${READ_RULE} \`commentId\` is the thread’s top-level comment.`,
        params: commentParams,
        querystring: commentPageQuerySchema,
        response: { 200: replyPageSchema, ...readErrors },
      },
    },
    async (request) => {
      const viewerId = viewerOf(request);
      const discussion = await discussionOr404(app.db, request.params.id, viewerId);
      return listReplies(app, discussion, request.params.commentId, viewerId, request.query.cursor);
    },
  );

  app.post(
    '/discussions/:id/comments',
    {
      ...signedIn,
      schema: {
        tags: TAGS,
        summary: 'Write a comment, or a reply',
        description:
          'A reply to a reply joins the same thread and names whom it answers. 400 ' +
          '`validation.commentsClosed` under `details.fields.body` when the owner closed comments.',
        params: discussionParams,
        body: commentInputSchema,
        response: { 201: commentSchema, ...writeErrors },
      },
    },
    async (request, reply) => {
      const userId = requireUserId(request);
      const discussion = await discussionOr404(app.db, request.params.id, userId);
      return reply.code(201).send(await createComment(app, discussion, userId, request.body));
    },
  );

  app.patch(
    '/discussions/:id/comments/:commentId',
    {
      ...signedIn,
      schema: {
        tags: TAGS,
        summary: 'Edit my comment',
        description:
          `Within ${COMMENT_EDIT_WINDOW_MINUTES} minutes of writing it, then 400 ` +
          '`validation.commentEditWindowOver`; the comment is marked edited. 403 for another’s.',
        params: commentParams,
        body: commentEditSchema,
        response: { 200: commentSchema, ...writeErrors },
      },
    },
    async (request) => {
      const userId = requireUserId(request);
      const { id, commentId } = request.params;
      const discussion = await discussionOr404(app.db, id, userId);
      return editComment(app, discussion, commentId, userId, request.body.body);
    },
  );

  app.delete(
    '/discussions/:id/comments/:commentId',
    {
      ...signedIn,
      schema: {
        tags: TAGS,
        summary: 'Delete my comment',
        description:
          'Its place stays in the thread as “comment removed”, its text goes. 403 for another’s.',
        params: commentParams,
        response: { 204: z.null(), ...writeErrors },
      },
    },
    async (request, reply) => {
      const userId = requireUserId(request);
      const { id, commentId } = request.params;
      const discussion = await discussionOr404(app.db, id, userId);
      await deleteComment(app, discussion, commentId, userId);
      return reply.code(204).send(null);
    },
  );

  for (const hide of [true, false]) {
    app.route({
      method: hide ? 'PUT' : 'DELETE',
      url: '/discussions/:id/comments/:commentId/hidden',
      ...signedIn,
      schema: {
        tags: TAGS,
        summary: hide
          ? 'Hide a comment on my post or entry'
          : 'Show again a comment I hid on my post or entry',
        description:
          'For the post’s author or the entry’s car’s owner; 403 for anyone else. A hidden ' +
          'comment keeps its place without its text for everyone but its author and the owner.',
        params: commentParams,
        response: { 200: commentSchema, ...writeErrors },
      },
      handler: async (request) => {
        const userId = requireUserId(request);
        const { id, commentId } = request.params;
        const discussion = await discussionOr404(app.db, id, userId);
        return setCommentHiddenByOwner(app, discussion, commentId, userId, hide);
      },
    });

    app.route({
      method: hide ? 'PUT' : 'DELETE',
      url: '/discussions/:id/closed',
      ...signedIn,
      schema: {
        tags: TAGS,
        summary: hide ? 'Close comments on my post or entry' : 'Open comments again',
        description: 'For the owner; 403 for anyone else. The thread stays readable.',
        params: discussionParams,
        response: { 200: discussionSummarySchema, ...writeErrors },
      },
      handler: async (request) => {
        const userId = requireUserId(request);
        const discussion = await discussionOr404(app.db, request.params.id, userId);
        await setCommentsClosed(app, discussion, userId, hide);
        return discussionSummary(app.db, { ...discussion, closed: hide }, userId);
      },
    });
  }

  // Likes of the post or entry itself, and of one of its comments: one route shape for both.
  const likeTargets = [
    { url: '/discussions/:id', what: 'a post or logbook entry', params: discussionParams },
    { url: '/discussions/:id/comments/:commentId', what: 'a comment', params: commentParams },
  ] as const;
  for (const { url, what, params } of likeTargets) {
    for (const like of [true, false]) {
      app.route({
        method: like ? 'PUT' : 'DELETE',
        url: `${url}/like`,
        ...signedIn,
        schema: {
          tags: TAGS,
          summary: like ? `Like ${what}` : `Take back my like of ${what}`,
          description:
            'Idempotent: one like per member. 400 `validation.cannotLikeOwn` under ' +
            '`details.fields.like` on my own; 404 for a comment not shown to everyone.',
          params,
          response: { 200: likeStateSchema, ...writeErrors },
        },
        handler: async (request) => {
          const userId = requireUserId(request);
          const { id, commentId } = request.params as { id: string; commentId?: string };
          const discussion = await discussionOr404(app.db, id, userId);
          return setLiked(app, { discussion, commentId }, userId, like);
        },
      });
    }

    app.get(
      `${url}/likes`,
      {
        ...anyone,
        schema: {
          tags: TAGS,
          summary: `Who liked ${what}, newest first`,
          description: READ_RULE,
          params,
          querystring: commentPageQuerySchema,
          response: { 200: likersPageSchema, ...readErrors },
        },
      },
      async (request) => {
        const { id, commentId } = request.params as { id: string; commentId?: string };
        const discussion = await discussionOr404(app.db, id, viewerOf(request));
        return listLikers(app, { discussion, commentId }, request.query.cursor);
      },
    );
  }
};

export default discussionsRoutes;
