/**
 * What logbook exports cost the server's memory (issue 29 point 9): a car with 5,000 entries (the
 * most a car may have), each with a story of about 1 KB, is downloaded as CSV by 8 clients at once;
 * the API's resident memory is sampled every 20 ms. Budget: the peak adds ≤ 100 MB to the
 * memory after one download (warm). Before the export streamed, the probe saw eight downloads take
 * a server from 567 to 3,115 MB.
 *
 * As in logbook.mts: the API runs in this process on the embedded database (PGlite) on a port the
 * system picks; the downloads come from a separate process. Alone: `pnpm --filter @carclub/e2e
 * exec tsx bench/exports.mts`.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { REQUIRED_VEHICLE_FIELDS } from '@carclub/testing/fixtures';

import { runTimingClient } from './timing.mts';

// The API is CommonJS and finds its migrations through __dirname: it is required, not imported.
const require = createRequire(import.meta.url);
const { buildApp } = require('../../api/src/app.ts') as typeof import('../../api/src/app.ts');
const { loadConfig } =
  require('../../api/src/config.ts') as typeof import('../../api/src/config.ts');
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
const { urls, headers } = JSON.parse(input);
const sizes = await Promise.all(urls.map(async (url) => {
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

export async function benchExports(): Promise<ExportFigures> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'carclub-bench-exports-'));
  const app = buildApp(
    loadConfig({
      DATA_DIR: dataDir,
      SITE_DIR: dataDir,
      LOG_LEVEL: 'silent',
      JWT_SECRET: randomBytes(32).toString('hex'),
    }),
  );
  try {
    const origin = await app.listen({ host: '127.0.0.1', port: 0 });
    const ownerId = randomUUID();
    await app.db.insert(schema.users).values({
      id: ownerId,
      email: 'export-owner@example.com',
      nickname: 'exportowner',
      activatedAt: new Date(),
    });
    const sessionId = randomUUID();
    await app.db.insert(schema.sessions).values({ id: sessionId, userId: ownerId });
    const { token } = await app.accessTokens.sign({
      sub: ownerId,
      sid: sessionId,
      roles: ['user'],
    });
    const headers = { authorization: `Bearer ${token}` };
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
    const url = `${origin}/api/private-transport/${car.id}/logbook/export.csv`;
    // One download first: the pools, caches and JIT are warm, as on a server that has run a while.
    const [size = 0] = await runTimingClient<number[]>(CLIENT, { urls: [url], headers });
    const before = process.memoryUsage().rss;
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 20);
    try {
      await runTimingClient<number[]>(CLIENT, {
        urls: Array<string>(CONCURRENT).fill(url),
        headers,
      });
    } finally {
      clearInterval(sampler);
    }
    peak = Math.max(peak, process.memoryUsage().rss);
    const added = (peak - before) / MB;
    return {
      export: `${CONCURRENT} × logbook CSV, ${ENTRIES.toLocaleString('en')} entries`,
      'MB each': Math.round((size / MB) * 10) / 10,
      'RSS before MB': Math.round(before / MB),
      'RSS peak MB': Math.round(peak / MB),
      'added MB': Math.round(added),
      budget: `≤ ${BUDGET_MB} MB: ${added <= BUDGET_MB ? 'within' : 'OVER'}`,
    };
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export function printExports(figures: ExportFigures): void {
  process.stdout.write(
    `\nExports at once (embedded database; the API's resident memory, sampled every 20 ms)\n`,
  );
  console.table([figures]);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  benchExports()
    .then(printExports)
    .catch((error: unknown) => {
      process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
      process.exit(1);
    });
}
