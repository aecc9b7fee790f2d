import { errorPayloadSchema } from '@carclub/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { READY_TIMEOUT_MS } from '../../db/health';
import { checkStorageReachable } from '../../lib/media';
import { APP_VERSION } from '../../lib/version';

export const healthSchema = z.object({
  status: z.literal('ok'),
  version: z.string(),
  uptimeSeconds: z.number().int().nonnegative(),
  /** Which of the server's processes answered (WEB_CONCURRENCY workers share one port). */
  pid: z.number().int().positive(),
});

export const readySchema = z.object({
  status: z.literal('ready'),
});

const health: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Liveness probe: the process answers (it never touches the database)',
        response: { 200: healthSchema },
      },
    },
    async () => ({
      status: 'ok' as const,
      version: APP_VERSION,
      uptimeSeconds: Math.floor(process.uptime()),
      pid: process.pid,
    }),
  );

  app.get(
    '/ready',
    {
      schema: {
        tags: ['system'],
        summary:
          'Readiness probe: the server can serve requests (its database and its media storage answer)',
        description:
          '503 in the error payload while the database cannot serve: a PostgreSQL server that is ' +
          'down or unreachable, or an embedded database whose storage failed (the server then ' +
          'exits so that its supervisor restarts it); also while the media cannot be reached (the ' +
          'bucket of MEDIA_STORAGE=s3, or the local folder). Each check has 2 s.',
        response: { 200: readySchema, 503: errorPayloadSchema },
      },
    },
    async (_request, reply) => {
      // Side by side, so the probe answers within one check's limit; the database's fault first.
      const [database, media] = await Promise.allSettled([
        app.dbHealth.check(),
        checkStorageReachable(app.storage, READY_TIMEOUT_MS),
      ]);
      if (database.status === 'rejected') throw database.reason;
      if (media.status === 'rejected') throw media.reason;
      // A probe's answer is about this moment only.
      reply.header('cache-control', 'no-store');
      return { status: 'ready' as const };
    },
  );
};

export default health;
