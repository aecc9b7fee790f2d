import { sql } from 'drizzle-orm';

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
  /** Resolves once the view is written (or found a repeat), with its batch (ADR 0114). */
  record(view: VehicleView): Promise<ViewOutcome>;
  /** Writes the views waiting for their batch now, and waits for every batch being written. */
  flush(): Promise<void>;
  /** Deletes the salts that no view will use again. */
  sweep(): Promise<void>;
}

/** How long a counted view waits for others to share its insert (ADR 0114). */
export const VIEW_BATCH_WINDOW_MS = 100;
/** A batch this large is written at once, without waiting for the window to end. */
export const VIEW_BATCH_MAX = 500;

export interface ViewCounterOptions {
  now?: () => Date;
  batchWindowMs?: number;
}

/** A view waiting for its batch's insert, to learn whether it was the day's first. */
interface PendingView {
  key: string;
  vehicleId: string;
  day: string;
  visitorHash: string;
  settle: (outcome: 'counted' | 'repeat') => void;
  fail: (error: unknown) => void;
}

const keyOf = (vehicleId: string, day: string, visitorHash: string) =>
  `${vehicleId} ${day} ${visitorHash}`;

/**
 * Inserts a batch of views in one statement and returns the keys of those that were new. It reads
 * each car from `vehicles` rather than taking it as a value: a car deleted since its page was
 * answered inserts nothing instead of failing the whole batch on its foreign key. Both drivers
 * (PGlite and node-postgres) return the rows under `rows`.
 */
async function insertViews(db: Database, views: readonly PendingView[]): Promise<Set<string>> {
  const rows = sql.join(
    views.map(
      (view) => sql`(${view.vehicleId}::uuid, ${view.day}::date, ${view.visitorHash}::text)`,
    ),
    sql`, `,
  );
  const result = (await db.execute(sql`
    INSERT INTO ${vehicleViews} (vehicle_id, day, visitor_hash)
    SELECT ${vehicles.id}, viewed.day, viewed.visitor_hash
    FROM (VALUES ${rows}) AS viewed (vehicle_id, day, visitor_hash)
    JOIN ${vehicles} ON ${vehicles.id} = viewed.vehicle_id
    ON CONFLICT DO NOTHING
    RETURNING vehicle_id, to_char(day, 'YYYY-MM-DD') AS day, visitor_hash
  `)) as { rows: Array<{ vehicle_id: string; day: string; visitor_hash: string }> };
  return new Set(result.rows.map((row) => keyOf(row.vehicle_id, row.day, row.visitor_hash)));
}

/**
 * A view counts once per visitor, car and UTC day: the row's primary key turns a repeat into a
 * no-op, so two processes counting the same visitor at once still count one. The views of
 * `batchWindowMs` are written together in one statement (ADR 0114): a busy car page costs the
 * database one insert and one commit per window, not one per visit.
 */
export function createViewCounter(
  db: Database,
  { now = () => new Date(), batchWindowMs = VIEW_BATCH_WINDOW_MS }: ViewCounterOptions = {},
): ViewCounter {
  const salts = createDailySalts(db);
  let pending: PendingView[] = [];
  let timer: NodeJS.Timeout | undefined;
  /** The batches being written, so that `flush` can wait for them. */
  const writing = new Set<Promise<void>>();

  async function write(batch: PendingView[]): Promise<void> {
    try {
      const counted = await insertViews(db, batch);
      // A key twice in one batch (two tabs at once) is one view: the first counts.
      for (const view of batch) {
        const isNew = counted.delete(view.key);
        view.settle(isNew ? 'counted' : 'repeat');
      }
    } catch (error) {
      for (const view of batch) view.fail(error);
    }
  }

  function flush(): Promise<void> {
    clearTimeout(timer);
    timer = undefined;
    if (pending.length > 0) {
      const batch = pending;
      pending = [];
      const written = write(batch).finally(() => writing.delete(written));
      writing.add(written);
    }
    return Promise.all(writing).then(() => undefined);
  }

  function enqueue(vehicleId: string, day: string, visitorHash: string) {
    return new Promise<'counted' | 'repeat'>((settle, fail) => {
      pending.push({
        key: keyOf(vehicleId, day, visitorHash),
        vehicleId,
        day,
        visitorHash,
        settle,
        fail,
      });
      if (pending.length >= VIEW_BATCH_MAX) void flush();
      // Unreferenced: a waiting batch never keeps a process alive; `flush` on close writes it.
      else timer ??= setTimeout(() => void flush(), batchWindowMs).unref();
    });
  }

  return {
    async record({ vehicleId, ownerId, visitor, viewerId }) {
      if (isBot(visitor.userAgent)) return 'bot';
      if ((await viewerId()) === ownerId) return 'owner';
      const day = utcDay(now());
      const salt = await salts.saltOf(day);
      return enqueue(vehicleId, day, visitorHash(salt, vehicleId, visitor));
    },
    flush,
    sweep: () => salts.sweep(utcDay(now())),
  };
}
