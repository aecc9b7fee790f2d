import type { FastifyInstance } from 'fastify';

/** What the bookmark functions use of the app: the list answers with image addresses. */
export type BookmarksApp = Pick<FastifyInstance, 'db' | 'storage'>;
