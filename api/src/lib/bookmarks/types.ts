import type { App } from '../../app-type';

/** What the bookmark functions use of the app: the list answers with image addresses. */
export type BookmarksApp = Pick<App, 'db' | 'storage'>;
