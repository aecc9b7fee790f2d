/**
 * What logbook exports cost the server's memory (issue 29 point 9): a car with 5,000 entries (the
 * most a car may have), each with a story of about 1 KB, is downloaded as CSV by 8 clients at once,
 * then 8 members with such a logbook each download their account's ZIP at once; the API's resident
 * memory is sampled every 20 ms. Budget: the peak adds ≤ 100 MB to the
 * memory after one download (warm). Before the export streamed, the probe saw eight downloads take
 * a server from 567 to 3,115 MB.
 *
 * As in logbook.mts: the API runs in this process on the embedded database (PGlite) on a port the
 * system picks; the downloads come from a separate process. Alone: `pnpm --filter @carclub/e2e
 * exec tsx bench/exports.mts`.
 */
import { createRequire } from 'node:module';

import { REQUIRED_VEHICLE_FIELDS } from '@carclub/testing/fixtures';

import { signedInMember } from './bench-member.mts';
import { type BenchApp, runWhenMain, withBenchApi } from './bench-server.mts';
import { runTimingClient } from './timing.mts';

// The API is CommonJS and finds its migrations through __dirname: it is required, not imported.
const require = createRequire(import.meta.url);
const schema =
  require('../../api/src/db/schema/index.ts') as typeof import('../../api/src/db/schema/index.ts');

const ENTRIES = Number(process.env.BENCH_EXPORT_ENTRIES ?? 5_000);
const CONCURRENT = 8;
const BUDGET_MB = 100;
const BATCH = 500;
const MB = 1024 * 1024;

/** Downloads every URL at once and says how many bytes each brought. */
const CLIENT = `
let input = '';
for await (const chunk of process.stdin) input += chunk;
const { requests } = JSON.parse(input);
const sizes = await Promise.all(requests.map(async ({ url, headers }) => {
  const response = await fetch(url, { headers });
  if (response.status !== 200) throw new Error(url + ' answered ' + response.status);
  let bytes = 0;
  for await (const chunk of response.body) bytes += chunk.length;
  return bytes;
}));
process.stdout.write(JSON.stringify(sizes));
`;

export interface ExportFigures {
  export: string;
  'MB each': number;
  'RSS before MB': number;
  'RSS peak MB': number;
  'added MB': number;
  budget: string;
}

interface Download {
  url: string;
  headers: Record<string, string>;
}

/** A signed-in member whose one car has ENTRIES private entries: the car and the bearer header. */
async function memberWithLogbook(
  app: BenchApp,
  index: number,
): Promise<{ carId: string; headers: Record<string, string> }> {
  const headers = await signedInMember(app, {
    email: `export-owner-${index}@example.com`,
    nickname: `exportowner${index}`,
  });
  const created = await app.inject({
    method: 'POST',
    url: '/api/private-transport',
    headers,
    payload: { ...REQUIRED_VEHICLE_FIELDS, name: 'Export car' },
  });
  if (created.statusCode !== 201) throw new Error(`a car: ${created.body}`);
  const car = created.json<{ id: string }>();
  const story = 'Changed the oil, the filters and the wipers; checked the brakes. '.repeat(16);
  const rows = Array.from({ length: ENTRIES }, (_, i) => ({
    vehicleId: car.id,
    title: `Entry ${i}`,
    entryDate: new Date(Date.UTC(2010, 0, 1) + i * 86_400_000).toISOString().slice(0, 10),
    mileage: 10_000 + i * 50,
    category: 'service' as const,
    costCents: 10_000 + i,
    currency: 'UAH' as const,
    story,
    parts: [{ name: 'Filter', partNumber: `F-${i}`, price: null }],
    visibility: 'private' as const,
  }));
  for (let first = 0; first < rows.length; first += BATCH) {
    await app.db.insert(schema.logbookEntries).values(rows.slice(first, first + BATCH));
  }
  return { carId: car.id, headers };
}

/**
 * The downloads at once, after one of the first alone (the pools, caches and JIT warm, as on a
 * server that has run a while); the server's resident memory is sampled every 20 ms.
 */
async function memoryOf(label: string, downloads: readonly Download[]): Promise<ExportFigures> {
  const [size = 0] = await runTimingClient<number[]>(CLIENT, { requests: [downloads[0]] });
  const before = process.memoryUsage().rss;
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 20);
  try {
    await runTimingClient<number[]>(CLIENT, { requests: downloads });
  } finally {
    clearInterval(sampler);
  }
  peak = Math.max(peak, process.memoryUsage().rss);
  const added = (peak - before) / MB;
  return {
    export: `${downloads.length} × ${label}, ${ENTRIES.toLocaleString('en')} entries`,
    'MB each': Math.round((size / MB) * 10) / 10,
    'RSS before MB': Math.round(before / MB),
    'RSS peak MB': Math.round(peak / MB),
    'added MB': Math.round(added),
    budget: `≤ ${BUDGET_MB} MB: ${added <= BUDGET_MB ? 'within' : 'OVER'}`,
  };
}

export async function benchExports(): Promise<ExportFigures[]> {
  return withBenchApi('exports', {}, async (app, origin) => {
    // One member per ZIP: a member may take 3 archives an hour; the CSVs are all the first's.
    const members: { carId: string; headers: Record<string, string> }[] = [];
    for (let index = 0; index < CONCURRENT; index += 1) {
      members.push(await memberWithLogbook(app, index));
    }
    const first = members[0]!;
    const csv = await memoryOf(
      'logbook CSV',
      members.map(() => ({
        url: `${origin}/api/private-transport/${first.carId}/logbook/export.csv`,
        headers: first.headers,
      })),
    );
    const zip = await memoryOf(
      'account ZIP (one a member)',
      members.map(({ headers }) => ({ url: `${origin}/api/profile/export`, headers })),
    );
    return [csv, zip];
  });
}

export function printExports(figures: readonly ExportFigures[]): void {
  process.stdout.write(
    `\nExports at once (embedded database; the API's resident memory, sampled every 20 ms)\n`,
  );
  console.table(figures);
}

runWhenMain(import.meta.url, benchExports, printExports);
