import type { App } from '../../app-type';

/** What the post functions use of the app: posts answer with image addresses. */
export type PostsApp = Pick<App, 'db' | 'storage' | 'log' | 'rateLimiter'>;
