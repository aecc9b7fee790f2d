/**
 * The page-view half of `pnpm bench`: what counting a view adds to the public vehicle page. The API
 * answers `GET /api/users/:nickname/vehicles/:slug` alternately to a browser whose view counts (a
 * new visitor each time, so every one of them writes a row) and to a crawler, whose view is not
 * counted: the same route, the same car, only the count left out. It prints both medians and their
 * difference against the README's budget (≤ 1 ms), and how long the count itself takes after the
 * answer.
 *
 * As in auth-timing.mts: the API runs in this process on the embedded database, on a port the
 * system picks; the requests come from a separate process, PAUSE_MS apart, so that the work one
 * leaves behind is done before the next.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';

import { REQUIRED_VEHICLE_FIELDS } from '@carclub/testing/fixtures';
import { runWhenMain, withBenchApi } from './bench-server.mts';
import { median, runTimingClient } from './timing.mts';

// The API is CommonJS and finds its migrations through __dirname, which only its own loader sets
// right: it is required, not imported.
const require = createRequire(import.meta.url);
const { sessions, users } =
  require('../../api/src/db/schema/users.ts') as typeof import('../../api/src/db/schema/users.ts');
const { profiles } =
  require('../../api/src/db/schema/profiles.ts') as typeof import('../../api/src/db/schema/profiles.ts');
const { vehicleViews } =
  require('../../api/src/db/schema/analytics.ts') as typeof import('../../api/src/db/schema/analytics.ts');

const SAMPLES = Number(process.env.BENCH_VIEWS_SAMPLES ?? 600);
/** Requests of each kind sent first and not counted: JIT, the day's salt, the first queries. */
const WARM_UP = 20;
/** README budget: counting a view adds at most this to the page's median. */
const BUDGET_MS = 1;
const PAUSE_MS = 10;

const BROWSER =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const CRAWLER = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

type Kind = 'counted' | 'crawler';

export interface VehicleViewsFigures {
  'counted p50 ms': number;
  'crawler p50 ms': number;
  'difference ms': number;
  budget: string;
  'count after the answer, ms a view (batched)': number;
  'views counted': number;
}

const round = (ms: number) => Math.round(ms * 1000) / 1000;

/** The address of the `i`th visitor: a view counts once per address and day (ADR 0123). */
const visitorAddress = (i: number) => `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;

interface TimedRequest {
  url: string;
  headers: Record<string, string>;
}

/** Sends the requests one by one from the child process; answers their times in milliseconds. */
const CLIENT = `
let input = '';
for await (const chunk of process.stdin) input += chunk;
const { requests, pauseMs } = JSON.parse(input);
const times = [];
for (const { url, headers } of requests) {
  await new Promise((resolve) => setTimeout(resolve, pauseMs));
  const started = performance.now();
  const response = await fetch(url, { headers });
  await response.text();
  times.push(performance.now() - started);
  if (response.status !== 200) throw new Error(url + ' answered ' + response.status);
}
process.stdout.write(JSON.stringify(times));
`;

function timeRequests(requests: TimedRequest[]): Promise<number[]> {
  return runTimingClient<number[]>(CLIENT, { requests, pauseMs: PAUSE_MS });
}

export async function benchVehicleViews(): Promise<VehicleViewsFigures> {
  return withBenchApi(
    'views',
    {
      // The timing client stands for many visitors behind this proxy: a view counts per address.
      TRUST_PROXY: '127.0.0.1',
    },
    async (app, origin) => {
      const nickname = `bench${randomBytes(4).toString('hex')}`;
      const [user] = await app.db
        .insert(users)
        .values({ email: `${nickname}@example.com`, nickname, activatedAt: new Date() })
        .returning({ id: users.id });
      await app.db.insert(profiles).values({ userId: user!.id });
      const sessionId = randomUUID();
      await app.db.insert(sessions).values({ id: sessionId, userId: user!.id });
      const { token } = await app.accessTokens.sign({
        sub: user!.id,
        sid: sessionId,
        roles: ['user'],
      });
      const created = await app.inject({
        method: 'POST',
        url: '/api/private-transport',
        headers: { authorization: `Bearer ${token}` },
        payload: REQUIRED_VEHICLE_FIELDS,
      });
      if (created.statusCode !== 201) throw new Error(`no car: ${created.body}`);
      const { id: vehicleId, slug } = created.json<{ id: string; slug: string }>();
      const url = `${origin}/api/users/${nickname}/vehicles/${slug}`;

      // Alternating which kind goes first keeps any drift from favouring one of them; each counted
      // request is a new visitor (its own address), so every one of them inserts a row.
      const perKind = SAMPLES + WARM_UP;
      const sequence = Array.from({ length: perKind }, (_, i) =>
        i % 2 === 0 ? (['counted', 'crawler'] as const) : (['crawler', 'counted'] as const),
      ).flatMap((pair, i) => pair.map((kind: Kind) => ({ kind, i })));
      const measured = await timeRequests(
        sequence.map(({ kind, i }): TimedRequest => ({
          url,
          headers:
            kind === 'counted'
              ? { 'user-agent': BROWSER, 'x-forwarded-for': visitorAddress(i) }
              : { 'user-agent': CRAWLER },
        })),
      );
      await app.backgroundTasks.drain();
      const times: Record<Kind, number[]> = { counted: [], crawler: [] };
      sequence.forEach(({ kind, i }, index) => {
        if (i >= WARM_UP) times[kind].push(measured[index]!);
      });
      const counted = (await app.db.select().from(vehicleViews)).length;
      if (counted !== perKind) throw new Error(`${counted} views counted, expected ${perKind}`);

      // The work moved after the answer, alone: SAMPLES new visitors of the same car at once, written
      // in batches (ADR 0114) and flushed as soon as all have joined one, so the figure is the work
      // per view, not the batch window's wait.
      const started = performance.now();
      const recorded = Array.from({ length: SAMPLES }, (_, i) =>
        app.vehicleViews.record({
          vehicleId,
          ownerId: user!.id,
          visitor: { ip: visitorAddress(perKind + i), userAgent: BROWSER },
          viewerId: async () => null,
        }),
      );
      await new Promise((resolve) => setImmediate(resolve));
      await app.vehicleViews.flush();
      const outcomes = await Promise.all(recorded);
      const recordMsPerView = (performance.now() - started) / SAMPLES;
      if (outcomes.some((outcome) => outcome !== 'counted')) {
        throw new Error(
          `of ${SAMPLES} new visitors, some were not counted: ${outcomes.join(', ')}`,
        );
      }

      const countedP50 = median(times.counted);
      const crawlerP50 = median(times.crawler);
      const difference = countedP50 - crawlerP50;
      return {
        'counted p50 ms': round(countedP50),
        'crawler p50 ms': round(crawlerP50),
        'difference ms': round(difference),
        budget: `≤ ${BUDGET_MS} ms: ${difference <= BUDGET_MS ? 'within' : 'OVER'}`,
        'count after the answer, ms a view (batched)': round(recordMsPerView),
        'views counted': counted,
      };
    },
  );
}

export function printVehicleViews(figures: VehicleViewsFigures): void {
  process.stdout.write(
    `\nCar page views (embedded database; median of ${SAMPLES} requests each, a counted browser vs a crawler)\n`,
  );
  console.table([figures]);
}

runWhenMain(import.meta.url, benchVehicleViews, printVehicleViews);
