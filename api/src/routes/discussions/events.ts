import { errorPayloadSchema } from '@carclub/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { clientNetwork } from '../../lib/client-network';
import {
  DISCUSSION_STREAM_MAX_MS,
  discussionCounts,
  discussionOr404,
  MAX_DISCUSSION_STREAMS_PER_NETWORK,
  type OpenDiscussionStream,
  openDiscussionStream,
} from '../../lib/discussions';
import { httpErrors } from '../../lib/http-errors';

/** How long a network with too many streams waits before trying again. */
const STREAMS_RETRY_AFTER_SECONDS = 30;

/**
 * The live stream of a discussion (ADR 0156): its page's readers, signed in or not, hear of new
 * comments and changed counters without a reload, from whichever API process wrote them.
 */
const discussionEvents: FastifyPluginAsyncZod = async (app) => {
  const openByNetwork = new Map<string, Set<OpenDiscussionStream>>();
  // A stream never ends by itself soon: without this, closing the server would wait for readers.
  app.addHook('preClose', async () => {
    for (const streams of openByNetwork.values()) for (const stream of streams) stream.end();
  });

  app.get(
    '/discussions/:id/events',
    {
      onRequest: [app.authenticateOptional],
      // Compression would hold events back in its buffer.
      compress: false,
      schema: {
        tags: ['discussions'],
        summary: 'New comments and counters, live (Server-Sent Events)',
        description:
          '`text/event-stream` for a discussion the reader may read (else 404): event `counts` ' +
          'with `{ commentsCount, likesCount }` on connecting and whenever they change, event ' +
          '`comment` with `{ id, rootId }` when a comment is shown to everyone (never a held ' +
          'one, never a body: fetch the thread). From any API process on the database. A ' +
          `\`: ping\` comment every 25 s; the stream ends after ${DISCUSSION_STREAM_MAX_MS / 60_000} ` +
          'minutes (reconnect). 429 past ' +
          `${MAX_DISCUSSION_STREAMS_PER_NETWORK} open streams of one client network.`,
        params: z.object({ id: z.string().max(100) }),
        response: {
          200: z.any().describe('text/event-stream'),
          400: errorPayloadSchema,
          404: errorPayloadSchema,
          429: errorPayloadSchema,
        },
      },
    },
    async (request, reply) => {
      const discussion = await discussionOr404(app.db, request.params.id, request.user?.id ?? null);
      const network = clientNetwork(request.ip);
      const own = openByNetwork.get(network) ?? new Set<OpenDiscussionStream>();
      if (own.size >= MAX_DISCUSSION_STREAMS_PER_NETWORK) {
        throw httpErrors.tooManyRequests(STREAMS_RETRY_AFTER_SECONDS);
      }
      const stream = openDiscussionStream(app.notificationHub, discussion.id, {
        counts: await discussionCounts(app.db, discussion.id),
        onEnd: () => {
          own.delete(stream);
          if (own.size === 0) openByNetwork.delete(network);
        },
      });
      own.add(stream);
      openByNetwork.set(network, own);
      request.raw.on('close', stream.end);
      return reply
        .header('content-type', 'text/event-stream; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('x-accel-buffering', 'no')
        .send(stream.body);
    },
  );
};

export default discussionEvents;
