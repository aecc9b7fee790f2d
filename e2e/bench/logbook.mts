/**
 * The logbook part of `pnpm bench` (issue 17 point 8): a car with 2,000 entries among 40,000 in the
 * table opens its logbook tab; budget p95 ≤ 50 ms of server time. The tab asks for a page of
 * entries and the car's consumption; its owner also opens the costs page and pages back.
 *
 * As in admin-members.mts: the API runs in this process on the embedded database (PGlite) on a
 * port the system picks; requests go one at a time from a separate process, so the timings are a
 * client's over HTTP. Entries are bulk-inserted (the car's counter and mileage set as the API's
 * writes keep them): 1 in 4 is a fuel fill, 1 in 10 private, most with a cost and some parts.
 */
import { createRequire } from 'node:module';

import { REQUIRED_VEHICLE_FIELDS } from '@carclub/testing/fixtures';

import { signedInMember } from './bench-member.mts';
import { runWhenMain, withBenchApi } from './bench-server.mts';
import { type CallFigures, timeCalls } from './timing.mts';

// The API is CommonJS and finds its migrations through __dirname: it is required, not imported.
const require = createRequire(import.meta.url);
const schema =
  require('../../api/src/db/schema/index.ts') as typeof import('../../api/src/db/schema/index.ts');
const { syncVehicle } =
  require('../../api/src/lib/logbook/write.ts') as typeof import('../../api/src/lib/logbook/write.ts');

const ENTRIES = Number(process.env.BENCH_LOGBOOK_ENTRIES ?? 2_000);
/** Other cars' entries in the same table, so the indexes have something to skip. */
const OTHER_CARS = Number(process.env.BENCH_LOGBOOK_OTHER_CARS ?? 19);
const SAMPLES = Number(process.env.BENCH_LOGBOOK_SAMPLES ?? 100);
const WARM_UP = 10;
/** README budget: the tab's calls answer within this, p95. */
const BUDGET_P95_MS = 50;
const BATCH = 500;
const CATEGORIES = ['service', 'repair', 'tuning', 'trip', 'detailing', 'parts', 'other'] as const;

export type LogbookFigures = CallFigures;

/** One car's entries, oldest first, a day or two apart, the mileage growing. */
function entriesOf(vehicleId: string, count: number) {
  const day = 86_400_000;
  const start = Date.UTC(2015, 0, 1);
  return Array.from({ length: count }, (_, i) => {
    const fuel = i % 4 === 0;
    const category: (typeof CATEGORIES)[number] | 'fuel' = fuel
      ? 'fuel'
      : CATEGORIES[i % CATEGORIES.length]!;
    return {
      vehicleId,
      title: fuel ? 'Fuel' : `Entry ${i}: ${category}`,
      entryDate: new Date(start + i * 1.7 * day).toISOString().slice(0, 10),
      mileage: 20_000 + i * 90,
      category,
      costCents: i % 3 === 0 ? null : 1_000 + ((i * 7_919) % 90_000),
      currency: i % 3 === 0 ? null : (['UAH', 'EUR', 'USD'] as const)[i % 3]!,
      story: fuel ? '' : `Worked on the car, **step ${i}**.\n\n- checked\n- fixed`,
      parts: i % 5 === 0 ? [{ name: 'Filter', partNumber: `F-${i}`, price: null }] : [],
      visibility: i % 10 === 0 ? ('private' as const) : ('public' as const),
      costHidden: i % 2 === 0,
      litres: fuel ? 35 + (i % 10) : null,
      fullTank: fuel ? i % 8 === 0 : null,
      createdAt: new Date(start + i * 1.7 * day),
    };
  });
}

export async function benchLogbook(): Promise<LogbookFigures[]> {
  return withBenchApi('logbook', {}, async (app, origin) => {
    const headers = await signedInMember(app, {
      email: 'logbook-owner@example.com',
      nickname: 'logbookowner',
    });

    const seeded = performance.now();
    const cars: { id: string; slug: string }[] = [];
    for (let car = 0; car <= OTHER_CARS; car += 1) {
      const created = await app.inject({
        method: 'POST',
        url: '/api/private-transport',
        headers,
        payload: { ...REQUIRED_VEHICLE_FIELDS, name: `Logbook car ${car}` },
      });
      if (created.statusCode !== 201) throw new Error(`a car: ${created.body}`);
      cars.push(created.json<{ id: string; slug: string }>());
    }
    for (const car of cars) {
      const rows = entriesOf(car.id, ENTRIES);
      for (let first = 0; first < rows.length; first += BATCH) {
        await app.db.insert(schema.logbookEntries).values(rows.slice(first, first + BATCH));
      }
      // The car's counter and mileage, as the API's writes keep them.
      await app.db.transaction((tx) => syncVehicle(tx, car.id));
    }
    const seedMs = performance.now() - seeded;
    process.stdout.write(
      `\nLogbook: ${cars.length} cars × ${ENTRIES.toLocaleString('en')} entries seeded in ${Math.round(seedMs)} ms\n`,
    );

    const [car] = cars;
    const page = `${origin}/api/users/logbookowner/vehicles/${car!.slug}`;
    const own = `${origin}/api/private-transport/${car!.id}`;
    const lastPage = Math.ceil((ENTRIES * 0.9) / 20);
    const calls = [
      { call: 'tab: first page of public entries', url: `${page}/logbook`, auth: false },
      { call: 'tab: fuel consumption', url: `${page}/fuel-consumption`, auth: false },
      {
        call: `tab: last page (${lastPage})`,
        url: `${page}/logbook?page=${lastPage}`,
        auth: false,
      },
      { call: 'owner: first page, private too', url: `${own}/logbook`, auth: true },
      { call: 'owner: costs page', url: `${own}/logbook/costs`, auth: true },
      { call: 'home: latest public entries', url: `${origin}/api/logbook/latest`, auth: false },
    ];
    return timeCalls(
      calls.map(({ auth, ...call }) => (auth ? { ...call, headers } : call)),
      { warmUp: WARM_UP, samples: SAMPLES, budgetP95Ms: BUDGET_P95_MS },
    );
  });
}

export function printLogbook(figures: LogbookFigures[]): void {
  process.stdout.write(
    `A car's logbook (embedded database; ${SAMPLES} requests per call, one at a time)\n`,
  );
  console.table(figures);
}

runWhenMain(import.meta.url, benchLogbook, printLogbook);
