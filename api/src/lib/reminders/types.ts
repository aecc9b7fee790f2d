import type { App } from '../../app-type';

/** What the reminder functions use of the app. */
export type RemindersApp = Pick<App, 'db'>;
