import type { FastifyInstance } from 'fastify';

/** What the reminder functions use of the app. */
export type RemindersApp = Pick<FastifyInstance, 'db'>;
