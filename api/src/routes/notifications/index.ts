import {
  errorPayloadSchema,
  notificationListQuerySchema,
  notificationPageSchema,
  notificationParamsSchema,
  unreadCountSchema,
  unsubscribeCheckSchema,
  unsubscribeRequestSchema,
  unsubscribeResultSchema,
  VALIDATION_MESSAGES as V,
} from '@carclub/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { isSessionLive, requireUserId } from '../../lib/auth';
import { httpErrors } from '../../lib/http-errors';
import {
  emailChoice,
  isEmailLocked,
  listNotifications,
  markAllRead,
  markRead,
  MAX_STREAMS_PER_MEMBER,
  openNotificationStream,
  type OpenStream,
  readUnsubscribeToken,
  switchOffEmail,
  unreadCount,
} from '../../lib/notifications';
import { openReportCount } from '../../lib/reports';

const TAGS = ['notifications'];

/** How long a member with too many streams waits before trying again. */
const STREAMS_RETRY_AFTER_SECONDS = 30;

/** The notification centre, its live stream, and the one-click unsubscribe of its e-mails. */
const notifications: FastifyPluginAsyncZod = async (app) => {
  // RFC 8058: a mail client's one-click unsubscribe POSTs `List-Unsubscribe=One-Click` as a form.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    },
  );

  /** Publishes the new count to the member's other tabs and devices. */
  async function publishCount(userId: string): Promise<number> {
    const unread = await unreadCount(app.db, userId);
    await app.notificationHub.publish([{ userId, event: { unread } }]);
    return unread;
  }

  app.get(
    '/notifications',
    {
      onRequest: [app.authenticate],
      schema: {
        tags: TAGS,
        summary: "The signed-in member's notifications, newest first",
        description:
          'A page of `limit` (default 20, at most 50); pass `nextCursor` as `cursor` for the next.',
        querystring: notificationListQuerySchema,
        response: {
          200: notificationPageSchema,
          400: errorPayloadSchema,
          401: errorPayloadSchema,
        },
      },
    },
    async (request) => listNotifications(app.db, requireUserId(request), request.query),
  );

  app.get(
    '/notifications/unread',
    {
      onRequest: [app.authenticate],
      schema: {
        tags: TAGS,
        summary: 'How many notifications are unread',
        response: { 200: unreadCountSchema, 401: errorPayloadSchema },
      },
    },
    async (request) => ({ unread: await unreadCount(app.db, requireUserId(request)) }),
  );

  app.post(
    '/notifications/:notificationId/read',
    {
      onRequest: [app.authenticate],
      schema: {
        tags: TAGS,
        summary: 'Marks one notification read',
        params: notificationParamsSchema,
        response: {
          200: unreadCountSchema,
          400: errorPayloadSchema,
          401: errorPayloadSchema,
          404: errorPayloadSchema,
        },
      },
    },
    async (request) => {
      const userId = requireUserId(request);
      const found = await markRead(app.db, userId, request.params.notificationId, new Date());
      if (!found) throw httpErrors.notFound();
      return { unread: await publishCount(userId) };
    },
  );

  app.post(
    '/notifications/read-all',
    {
      onRequest: [app.authenticate],
      schema: {
        tags: TAGS,
        summary: 'Marks every notification read',
        response: { 200: unreadCountSchema, 401: errorPayloadSchema },
      },
    },
    async (request) => {
      const userId = requireUserId(request);
      await markAllRead(app.db, userId, new Date());
      return { unread: await publishCount(userId) };
    },
  );

  const openStreams = new Map<string, Set<OpenStream>>();
  // A stream never ends by itself: without this, closing the server would wait for every browser.
  app.addHook('preClose', async () => {
    for (const streams of openStreams.values()) for (const stream of streams) stream.end();
  });

  app.get(
    '/notifications/stream',
    {
      onRequest: [app.authenticate],
      // Compression would hold events back in its buffer.
      compress: false,
      schema: {
        tags: TAGS,
        summary: 'Live unread count (Server-Sent Events)',
        description:
          '`text/event-stream`: event `unread` with `{ unread, notification? }` (see ' +
          '`NotificationStreamEvent`) on connecting and whenever the count changes; for staff ' +
          'who handle reports also event `reports` with `{ open }` (`OpenReportsEvent`) on ' +
          'connecting and whenever a report is filed or closed. Both come from any API process ' +
          'on the database (PostgreSQL LISTEN/NOTIFY). A `: ping` comment every 25 s. ' +
          'The stream ends when the access token expires; reconnect with a fresh one. 429 past ' +
          `${MAX_STREAMS_PER_MEMBER} open streams of one member.`,
        response: {
          200: z.any().describe('text/event-stream'),
          401: errorPayloadSchema,
          429: errorPayloadSchema,
        },
      },
    },
    async (request, reply) => {
      const { id: userId, sessionId, tokenExpiresAt } = request.user!;
      const own = openStreams.get(userId) ?? new Set<OpenStream>();
      if (own.size >= MAX_STREAMS_PER_MEMBER) {
        throw httpErrors.tooManyRequests(STREAMS_RETRY_AFTER_SECONDS);
      }
      const unread = await unreadCount(app.db, userId);
      const openReports = request.user!.permissions.includes('reports:handle')
        ? await openReportCount(app.db)
        : undefined;
      const stream = openNotificationStream(
        app.notificationHub,
        { userId, sessionId },
        {
          unread,
          openReports,
          endsAt: tokenExpiresAt,
          onEnd: () => {
            own.delete(stream);
            if (own.size === 0) openStreams.delete(userId);
          },
        },
      );
      own.add(stream);
      openStreams.set(userId, own);
      request.raw.on('close', stream.end);
      // The session may have ended after the request was authenticated and before the stream
      // watched it: that announcement went unheard, so look once more now that it is watched.
      if (!(await isSessionLive(app.db, sessionId))) stream.end();
      return reply
        .header('content-type', 'text/event-stream; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('x-accel-buffering', 'no')
        .send(stream.body);
    },
  );

  /** The link's kind and member, or the spec's 400 for a link that can switch nothing off. */
  function unsubscribeLink(token: string | undefined) {
    const parsed =
      token === undefined || !unsubscribeRequestSchema.safeParse({ token }).success
        ? undefined
        : readUnsubscribeToken(app.unsubscribeKey, token);
    if (parsed === undefined || isEmailLocked(parsed.kind)) {
      throw httpErrors.validation({ token: [V.linkInvalid] });
    }
    return parsed;
  }

  app.post(
    '/notifications/unsubscribe/check',
    {
      schema: {
        tags: TAGS,
        summary: 'What an unsubscribe link would switch off, without switching it off',
        description:
          'For the unsubscribe page as it opens: the kind of e-mails the link stops and whether ' +
          'they are still on. Changes nothing (the page asks the visitor to confirm first). 400 ' +
          'for a malformed or forged link, or one whose account is gone.',
        body: unsubscribeRequestSchema,
        response: { 200: unsubscribeCheckSchema, 400: errorPayloadSchema },
      },
    },
    async (request) => {
      const { userId, kind } = unsubscribeLink(request.body.token);
      const emailOn = await emailChoice(app.db, userId, kind);
      if (emailOn === undefined) throw httpErrors.validation({ token: [V.linkInvalid] });
      return { kind, emailOn };
    },
  );

  app.post(
    '/notifications/unsubscribe',
    {
      schema: {
        tags: TAGS,
        summary: "Switches off one kind's e-mails (the link of a notification e-mail)",
        description:
          "No sign-in: the token is the e-mail's. The token comes in the JSON body (the site's " +
          'unsubscribe page) or in the query string with the form body `List-Unsubscribe=One-Click` ' +
          "(RFC 8058, a mail client's button). Security notices cannot be switched off (400).",
        querystring: unsubscribeRequestSchema.partial(),
        body: z.union([unsubscribeRequestSchema, z.record(z.string(), z.string())]).optional(),
        response: { 200: unsubscribeResultSchema, 400: errorPayloadSchema },
      },
    },
    async (request) => {
      const { body } = request;
      const parsed = unsubscribeLink(body?.token ?? request.query.token);
      await switchOffEmail(app.db, parsed.userId, parsed.kind, new Date());
      return { kind: parsed.kind };
    },
  );
};

export default notifications;
