/** Every table of the database, one module per domain. drizzle-kit generates migrations from it. */
export * from './reference';
