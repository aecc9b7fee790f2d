import type { App } from '../../app-type';

/** What the vehicle functions use of the app. */
export type VehiclesApp = Pick<App, 'db' | 'storage' | 'log'>;

export { isUuid } from '../db';
