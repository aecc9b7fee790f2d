import type { App } from '../../app-type';

/** What the logbook functions use of the app: photos are stored files, so storage and its log too. */
export type LogbookApp = Pick<App, 'db' | 'storage' | 'log'>;
