import type { FastifyInstance } from 'fastify';

/** What the logbook functions use of the app: photos are stored files, so storage and its log too. */
export type LogbookApp = Pick<FastifyInstance, 'db' | 'storage' | 'log'>;
