/**
 * The members half of `pnpm bench`: how fast the dashboard's members table answers with 10,000
 * members. `GET /api/admin/members` runs for several searches, filters and sorts, each SAMPLES
 * times; p50 and p95 per query are printed against the README's budget (p95 ≤ 100 ms).
 *
 * As in vehicle-views.mts: the API runs in this process on the embedded database (PGlite), on a
 * port the system picks; the requests come one by one from a separate process, so the timings
 * are those of a client over HTTP. The members are bulk-inserted straight into the database (no
 * password hashing, which would take minutes and is not what is measured); 7 in 10 have signed in
 * (a session), some are not activated, some blocked, a few are moderators.
 */
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import { runWhenMain, withBenchApi } from './bench-server.mts';
import { percentile, runTimingClient } from './timing.mts';

// The API is CommonJS and finds its migrations through __dirname, which only its own loader sets
// right: it is required, not imported.
const require = createRequire(import.meta.url);
const { sessions, users } =
  require('../../api/src/db/schema/users.ts') as typeof import('../../api/src/db/schema/users.ts');

const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 10_000);
const SAMPLES = Number(process.env.BENCH_MEMBERS_SAMPLES ?? 100);
/** Requests of each query sent first and not counted: JIT, plans, caches. */
const WARM_UP = 10;
/** README budget: the members table answers within this, p95, for every query below. */
const BUDGET_P95_MS = 100;
const BATCH = 1_000;

/** What an admin types and picks: a common part, a rare one, none, filters, the other sort. */
const QUERIES: { name: string; query: string }[] = [
  { name: 'first page, newest first', query: '' },
  { name: 'search a nickname part (1,111 match)', query: 'q=rider1' },
  { name: 'search one e-mail', query: 'q=rider4242%40example.com' },
  { name: 'search that matches nobody', query: 'q=nobody-here' },
  { name: 'search the mail domain (all match)', query: 'q=%40example' },
  { name: 'blocked, by last sign-in', query: 'status=blocked&sort=lastSignIn' },
  { name: 'not activated, page 5', query: 'status=notActivated&page=5' },
  { name: 'moderators matching "rider"', query: 'role=moderator&q=rider' },
  { name: 'by last sign-in, page 50', query: 'sort=lastSignIn&order=asc&page=50' },
];

export interface MembersFigures {
  query: string;
  'p50 ms': number;
  'p95 ms': number;
  total: number;
  budget: string;
}

const round = (ms: number) => Math.round(ms * 10) / 10;

/** Sends the requests one by one from the child process; answers their times and totals. */
const CLIENT = `
let input = '';
for await (const chunk of process.stdin) input += chunk;
const { urls, headers } = JSON.parse(input);
const results = [];
for (const url of urls) {
  const started = performance.now();
  const response = await fetch(url, { headers });
  const body = await response.json();
  const ms = performance.now() - started;
  if (response.status !== 200) throw new Error(url + ' answered ' + response.status);
  results.push({ ms, total: body.total });
}
process.stdout.write(JSON.stringify(results));
`;

function timeRequests(
  urls: string[],
  headers: Record<string, string>,
): Promise<{ ms: number; total: number }[]> {
  return runTimingClient<{ ms: number; total: number }[]>(CLIENT, { urls, headers });
}

export async function benchAdminMembers(): Promise<MembersFigures[]> {
  return withBenchApi('members', {}, async (app, origin) => {
    const seeded = performance.now();
    const day = 86_400_000;
    const start = Date.now() - 3 * 365 * day;
    for (let first = 0; first < MEMBERS; first += BATCH) {
      const rows = Array.from({ length: Math.min(BATCH, MEMBERS - first) }, (_, offset) => {
        const i = first + offset;
        return {
          id: randomUUID(),
          email: `rider${i}@example.com`,
          nickname: `rider${i}`,
          roles: i % 500 === 0 ? ['user', 'moderator'] : ['user'],
          restrictions: i % 97 === 0 ? ['blocked'] : [],
          activatedAt: i % 13 === 0 ? null : new Date(start + i * 9_000_000),
          createdAt: new Date(start + i * 9_000_000),
        };
      });
      await app.db.insert(users).values(rows);
      await app.db.insert(sessions).values(
        rows
          .filter((_, offset) => (first + offset) % 10 < 7)
          .map((row, offset) => ({
            id: randomUUID(),
            userId: row.id,
            createdAt: new Date(Date.now() - ((first + offset) % 300) * day),
          })),
      );
    }
    const seedMs = performance.now() - seeded;

    const adminId = randomUUID();
    await app.db.insert(users).values({
      id: adminId,
      email: 'bench-admin@admins.example.com',
      nickname: 'benchadmin',
      roles: ['user', 'admin'],
      activatedAt: new Date(),
    });
    const sessionId = randomUUID();
    await app.db.insert(sessions).values({ id: sessionId, userId: adminId });
    const { token } = await app.accessTokens.sign({
      sub: adminId,
      sid: sessionId,
      roles: ['user', 'admin'],
    });
    process.stdout.write(
      `\nMembers table: ${MEMBERS.toLocaleString('en')} members seeded in ${Math.round(seedMs)} ms\n`,
    );

    const figures: MembersFigures[] = [];
    for (const { name, query } of QUERIES) {
      const url = `${origin}/api/admin/members${query ? `?${query}` : ''}`;
      const results = await timeRequests(Array<string>(WARM_UP + SAMPLES).fill(url), {
        authorization: `Bearer ${token}`,
      });
      const times = results
        .slice(WARM_UP)
        .map((result) => result.ms)
        .sort((a, b) => a - b);
      const p95 = percentile(times, 95);
      figures.push({
        query: name,
        'p50 ms': round(percentile(times, 50)),
        'p95 ms': round(p95),
        total: results[0]!.total,
        budget: `p95 ≤ ${BUDGET_P95_MS} ms: ${p95 <= BUDGET_P95_MS ? 'within' : 'OVER'}`,
      });
    }
    return figures;
  });
}

export function printAdminMembers(figures: MembersFigures[]): void {
  process.stdout.write(
    `GET /api/admin/members (embedded database; ${SAMPLES} requests per query, one at a time)\n`,
  );
  console.table(figures);
}

runWhenMain(import.meta.url, benchAdminMembers, printAdminMembers);
