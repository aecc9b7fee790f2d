/** Every table of the database, one module per domain. drizzle-kit generates migrations from it. */
export * from './reference';
export * from './users';
export * from './profiles';
export * from './vehicles';
export * from './media';
export * from './rate-limits';
export * from './notifications';
export * from './analytics';
export * from './admin';
export * from './logbook';
export * from './reminders';
export * from './bookmarks';
export * from './follows';
export * from './community';
export * from './trust';
