import { errorPayloadSchema } from '@carclub/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

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
        summary: 'Readiness probe: the server can serve requests (its database answers)',
        description:
          '503 in the error payload while the database cannot serve: a PostgreSQL server that is ' +
          'down or unreachable, or an embedded database whose storage failed (the server then ' +
          'exits so that its supervisor restarts it).',
        response: { 200: readySchema, 503: errorPayloadSchema },
      },
    },
    async (_request, reply) => {
      await app.dbHealth.check();
      // A probe's answer is about this moment only.
      reply.header('cache-control', 'no-store');
      return { status: 'ready' as const };
    },
  );
};

export default health;
