/**
 * The auth half of `pnpm bench`: whether the time of an answer tells that an address is
 * registered. For login (with a wrong password), forgot-password and resend-activation it sends
 * SAMPLES requests for registered addresses and as many for unknown ones, alternating, and prints
 * the medians side by side. Budget: the two medians of each route within 10 % of each other.
 *
 * The API runs in this process on the embedded database (the default deployment), on a port the
 * system picks, so it never collides with the journeys or the rest of the bench; the requests come
 * from a separate process, so the client's clock never waits for the server's work after an
 * answer. Each address is asked about once, so no per-account limit answers instead of the route,
 * and the requests are PAUSE_MS apart: what is measured is what one request on a quiet server
 * shows, which is all a prober of one address gets.
 */
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { runWhenMain, withBenchApi } from './bench-server.mts';
import { median, runTimingClient } from './timing.mts';

// The API is CommonJS and finds its migrations through __dirname, which only its own loader sets
// right: it is required, not imported.
const require = createRequire(import.meta.url);
const { users } =
  require('../../api/src/db/schema/users.ts') as typeof import('../../api/src/db/schema/users.ts');
const { profiles } =
  require('../../api/src/db/schema/profiles.ts') as typeof import('../../api/src/db/schema/profiles.ts');
const { hashPassword } =
  require('../../api/src/lib/auth/passwords.ts') as typeof import('../../api/src/lib/auth/passwords.ts');

const SAMPLES = Number(process.env.BENCH_AUTH_SAMPLES ?? 30);
/** Requests of each kind sent first and not counted: JIT, the dummy hash, the first queries. */
const WARM_UP = 5;
/** README budget: the medians of a registered and an unknown address within 10 %. */
const BUDGET = 0.1;
const PASSWORD = 'bench password that is long enough';
/** Between two requests, so that the work one leaves behind is done before the next. */
const PAUSE_MS = 50;

type Kind = 'registered' | 'unknown';

interface Route {
  name: string;
  path: string;
  /** Registered accounts of this route: active for login and reset, not yet for activation. */
  activated: boolean;
  body: (email: string) => Record<string, string>;
}

const ROUTES: Route[] = [
  {
    name: 'login (wrong password)',
    path: '/api/auth/login',
    activated: true,
    body: (email) => ({ email, password: 'not the password at all' }),
  },
  {
    name: 'forgot-password',
    path: '/api/auth/forgot-password',
    activated: true,
    body: (email) => ({ email }),
  },
  {
    name: 'resend-activation',
    path: '/api/auth/resend-activation',
    activated: false,
    body: (email) => ({ email }),
  },
];

export interface AuthTimingRow {
  route: string;
  'registered ms': number;
  'unknown ms': number;
  difference: string;
  budget: string;
}

const round = (ms: number) => Math.round(ms * 100) / 100;

interface TimedRequest {
  url: string;
  body: string;
  expected: number;
}

/** Sends the requests one by one from the child process; answers their times in milliseconds. */
const CLIENT = `
let input = '';
for await (const chunk of process.stdin) input += chunk;
const { requests, pauseMs } = JSON.parse(input);
const times = [];
for (const { url, body, expected } of requests) {
  await new Promise((resolve) => setTimeout(resolve, pauseMs));
  const started = performance.now();
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
  });
  await response.text();
  times.push(performance.now() - started);
  if (response.status !== expected) {
    throw new Error(url + ' answered ' + response.status + ', expected ' + expected);
  }
}
process.stdout.write(JSON.stringify(times));
`;

function timeRequests(requests: TimedRequest[]): Promise<number[]> {
  return runTimingClient<number[]>(CLIENT, { requests, pauseMs: PAUSE_MS });
}

export async function benchAuthTiming(): Promise<AuthTimingRow[]> {
  return withBenchApi(
    'auth',
    {
      // The per-IP budgets would stop this one client long before the samples are in.
      RATE_LIMIT_EXEMPT_IPS: '127.0.0.1',
    },
    async (app, origin) => {
      const perKind = SAMPLES + WARM_UP;
      const passwordHash = await hashPassword(PASSWORD);
      const run = randomBytes(4).toString('hex');

      const rows: AuthTimingRow[] = [];
      for (const [routeIndex, route] of ROUTES.entries()) {
        const registered = Array.from(
          { length: perKind },
          (_, i) => `bench-${run}-${routeIndex}-${i}@example.com`,
        );
        for (const [i, email] of registered.entries()) {
          const [user] = await app.db
            .insert(users)
            .values({
              email,
              nickname: `bench${run}r${routeIndex}n${i}`,
              passwordHash,
              activatedAt: route.activated ? new Date() : null,
            })
            .returning({ id: users.id });
          await app.db.insert(profiles).values({ userId: user!.id });
        }
        // A row's first reader pays for marking it committed (hint bits); the accounts a prober asks
        // about were not created a moment ago, so that cost is paid here, not in the samples.
        await app.db.execute('VACUUM ANALYZE users');
        const addresses: Record<Kind, string[]> = {
          registered,
          unknown: registered.map((email) => email.replace('bench-', 'nobody-')),
        };

        // Alternating which kind goes first keeps any drift from favouring one of them.
        const sequence = Array.from({ length: perKind }, (_, i) =>
          i % 2 === 0 ? (['registered', 'unknown'] as const) : (['unknown', 'registered'] as const),
        ).flatMap((pair, i) => pair.map((kind) => ({ kind, email: addresses[kind][i]!, i })));
        const expected = route.path.endsWith('/login') ? 401 : 202;
        const measured = await timeRequests(
          sequence.map(({ email }) => ({
            url: `${origin}${route.path}`,
            body: JSON.stringify(route.body(email)),
            expected,
          })),
        );
        const times: Record<Kind, number[]> = { registered: [], unknown: [] };
        sequence.forEach(({ kind, i }, index) => {
          if (i >= WARM_UP) times[kind].push(measured[index]!);
        });

        const known = median(times.registered);
        const unknown = median(times.unknown);
        const difference = Math.abs(known - unknown) / Math.min(known, unknown);
        rows.push({
          route: route.name,
          'registered ms': round(known),
          'unknown ms': round(unknown),
          difference: `${(difference * 100).toFixed(1)} %`,
          budget: `≤ ${BUDGET * 100} %: ${difference <= BUDGET ? 'within' : 'OVER'}`,
        });
      }
      return rows;
    },
  );
}

export function printAuthTiming(rows: AuthTimingRow[]): void {
  process.stdout.write(
    `\nAuth timing (embedded database; median of ${SAMPLES} requests each, registered vs unknown address)\n`,
  );
  console.table(rows);
}

runWhenMain(import.meta.url, benchAuthTiming, printAuthTiming);
