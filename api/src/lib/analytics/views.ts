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
 * A view counts once per visitor, car and UTC day: the row's primary key turns a repeat into a
 * no-op, so two processes counting the same visitor at once still count one.
 */
export function createViewCounter(db: Database, now: () => Date = () => new Date()): ViewCounter {
  const salts = createDailySalts(db);

  return {
    async record({ vehicleId, ownerId, visitor, viewerId }) {
      if (isBot(visitor.userAgent)) return 'bot';
      if ((await viewerId()) === ownerId) return 'owner';
      const day = utcDay(now());
      const salt = await salts.saltOf(day);
      const visitorHashValue = visitorHash(salt, vehicleId, visitor);
      // Read from `vehicles` rather than given as values: a car deleted since its page was answered
      // inserts nothing instead of failing on its foreign key.
      const inserted = await db
        .insert(vehicleViews)
        .select(
          db
            .select({
              vehicleId: vehicles.id,
              day: sql<string>`${day}::date`.as('day'),
              visitorHash: sql<string>`${visitorHashValue}`.as('visitor_hash'),
            })
            .from(vehicles)
            .where(eq(vehicles.id, vehicleId)),
        )
        .onConflictDoNothing()
        .returning({ vehicleId: vehicleViews.vehicleId });
      return inserted.length > 0 ? 'counted' : 'repeat';
    },
    sweep: () => salts.sweep(utcDay(now())),
  };
}
