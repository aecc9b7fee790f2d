import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';

import type * as schema from './schema';

export type Schema = typeof schema;
/** The same query API whichever driver is behind it (PGlite or node-postgres). */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle: the same query API as the database. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
