import { eq, sql } from 'drizzle-orm';

import type { Database } from '../../db/database';
import { vehicleViews, vehicles } from '../../db/schema';
import { createDailySalts } from './salts';
import { isBot, utcDay, type Visitor, visitorHash } from './visitor';

/** One answered request for a car's public page. */
export interface VehicleView {
  vehicleId: string;
  ownerId: string;
  visitor: Visitor;
  /**
   * The signed-in member who asked, if any. Asked only when the view would otherwise count, since
   * finding out costs a session lookup.
   */
  viewerId: () => Promise<string | null>;
}

/** What became of a view: counted, or why not. */
export type ViewOutcome = 'counted' | 'repeat' | 'bot' | 'owner';

/** `app.vehicleViews`: counts the views of public car pages. */
export interface ViewCounter {
  record(view: VehicleView): Promise<ViewOutcome>;
  /** Deletes the salts that no view will use again. */
  sweep(): Promise<void>;
}

/**
 * The view's insert, built once per database and named, so PostgreSQL parses and plans it once per
 * connection: a car's page counts a view on every visit. It reads the car from `vehicles` rather
 * than taking it as a value: a car deleted since its page was answered inserts nothing instead of
 * failing on its foreign key.
 */
function insertView(db: Database) {
  return db
    .insert(vehicleViews)
    .select(
      db
        .select({
          vehicleId: vehicles.id,
          day: sql<string>`${sql.placeholder('day')}::date`.as('day'),
          visitorHash: sql<string>`${sql.placeholder('visitorHash')}::text`.as('visitor_hash'),
        })
        .from(vehicles)
        .where(eq(vehicles.id, sql.placeholder('vehicleId'))),
    )
    .onConflictDoNothing()
    .returning({ vehicleId: vehicleViews.vehicleId })
    .prepare('vehicle_view_insert');
}

/**
 * A view counts once per visitor, car and UTC day: the row's primary key turns a repeat into a
 * no-op, so two processes counting the same visitor at once still count one.
 */
export function createViewCounter(db: Database, now: () => Date = () => new Date()): ViewCounter {
  const salts = createDailySalts(db);
  // Made on the first view: an app may be built without a database it never reads (tests).
  let insert: ReturnType<typeof insertView> | undefined;

  return {
    async record({ vehicleId, ownerId, visitor, viewerId }) {
      if (isBot(visitor.userAgent)) return 'bot';
      if ((await viewerId()) === ownerId) return 'owner';
      const day = utcDay(now());
      const salt = await salts.saltOf(day);
      const hash = visitorHash(salt, vehicleId, visitor);
      insert ??= insertView(db);
      const inserted = await insert.execute({ day, visitorHash: hash, vehicleId });
      return inserted.length > 0 ? 'counted' : 'repeat';
    },
    sweep: () => salts.sweep(utcDay(now())),
  };
}
