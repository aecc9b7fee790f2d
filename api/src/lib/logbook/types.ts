import type { FastifyInstance } from 'fastify';

/** What the logbook functions use of the app. */
export type LogbookApp = Pick<FastifyInstance, 'db'>;
