/**
 * The notification half of `pnpm bench` (issue 14, point 6): what idle live streams cost one API
 * process and how fast a notification reaches them. The API runs alone in a child process (this
 * file with `--serve`), as `pnpm start` serves it, first on the embedded database (the default),
 * then on a throwaway PostgreSQL server when one is installed (as the API bench starts it: the
 * deployment with several API processes); the streams are real HTTP connections from this process,
 * `GET /api/notifications/stream` with a member's bearer token.
 *
 * 1. RSS: the server's VmRSS (from /proc) idle, after a warm-up, against the same with STREAMS
 *    streams open and idle for a few seconds. Budget: ≤ 100 MB added.
 * 2. Delivery: a notification reaches only its member's streams, so "one notification to all of
 *    them" is one event notified to every member at once, the fan-out a broadcast causes: the
 *    server is told (over the IPC channel of its child process, no route of the API) to deliver it
 *    through `deliverToMembers`, the entry point of an event that concerns many members — their
 *    rows and unread counts in one statement, one NOTIFY statement, the streams — and every
 *    stream's arrival is timed from that moment. Budget: the last stream has it within 1 s. Also
 *    timed: one notification to one member while the others idle, one after the other (what a
 *    single event costs among many streams).
 *
 * The notifications are of a kind the members have switched off by e-mail (a broadcast kind
 * would be in-app only), so that the outbox does not take part. Alone:
 * `pnpm --filter @carclub/e2e exec tsx bench/notification-streams.mts`.
 */
import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { createRequire } from 'node:module';

import { sparePort } from '../support/ports.ts';
import {
  benchFolder,
  postgresBin,
  processMemoryKb,
  runWhenMain,
  serveApi,
  startApiChild,
  startPostgres,
  stopChild,
  waitForHealth,
  withBuiltApp,
} from './bench-server.mts';
import { percentile } from './timing.mts';

// The API is CommonJS and finds its migrations through __dirname: required, not imported.
const require = createRequire(import.meta.url);
const schema =
  require('../../api/src/db/schema/index.ts') as typeof import('../../api/src/db/schema/index.ts');
const { deliverToMembers } =
  require('../../api/src/lib/notifications/notify.ts') as typeof import('../../api/src/lib/notifications/notify.ts');
const { MAX_STREAMS_PER_MEMBER } =
  require('../../api/src/lib/notifications/event-stream.ts') as typeof import('../../api/src/lib/notifications/event-stream.ts');

const STREAMS = Number(process.env.BENCH_STREAMS ?? 1_000);
/** One tab each by default; up to MAX_STREAMS_PER_MEMBER (the API answers 429 beyond). */
const STREAMS_PER_MEMBER = Math.min(
  MAX_STREAMS_PER_MEMBER,
  Number(process.env.BENCH_STREAMS_PER_MEMBER ?? 1),
);
const MEMBERS = Math.ceil(STREAMS / STREAMS_PER_MEMBER);
/** Streams being opened at once, as browsers arriving, not one burst of a thousand handshakes. */
const OPENING_AT_ONCE = 50;
/** How long the open streams idle before the RSS is read. */
const IDLE_MS = 5_000;
/** One-member notifications, one after the other. */
const SINGLES = 20;
/** A kind the members switch off by e-mail; any kind costs the same to deliver. */
const KIND = 'vehicleRestored';
const BUDGETS = { rssAddedMb: 100, deliveryMs: 1_000 };

interface Member {
  id: string;
  authorization: string;
}

/** Messages between this process and the server child. */
type Request = { type: 'deliver'; round: string; userIds: string[] } | { type: 'memory' };
type Answer =
  | { type: 'delivered'; round: string; ms: number; failed: number }
  | { type: 'memory'; memory: NodeJS.MemoryUsage };

/** Members with a session each, their e-mail of KIND switched off; written before the server starts. */
function prepare(env: Record<string, string>, count: number): Promise<Member[]> {
  return withBuiltApp(env, async (app) => {
    const members: Member[] = [];
    const batch = 250;
    for (let start = 0; start < count; start += batch) {
      const size = Math.min(batch, count - start);
      const tag = randomUUID().slice(0, 6);
      const created = await app.db
        .insert(schema.users)
        .values(
          Array.from({ length: size }, (_, index) => {
            const nickname = `stream${start + index}${tag}`;
            return {
              email: `${nickname}@bench.carclub.local`,
              nickname,
              // Nobody signs in with it: the bench makes its sessions directly.
              passwordHash: 'not-a-password-hash',
              roles: ['user'],
              activatedAt: new Date(),
            };
          }),
        )
        .returning({ id: schema.users.id });
      const ids = created.map((row) => row.id);
      await app.db.insert(schema.profiles).values(ids.map((userId) => ({ userId })));
      await app.db
        .insert(schema.notificationPreferences)
        .values(ids.map((userId) => ({ userId, kind: KIND, inApp: true, email: false })));
      const sessions = ids.map((userId) => ({ id: randomUUID(), userId }));
      await app.db.insert(schema.sessions).values(sessions);
      for (const { id: sid, userId } of sessions) {
        const { token } = await app.accessTokens.sign({ sub: userId, sid, roles: ['user'] });
        members.push({ id: userId, authorization: `Bearer ${token}` });
      }
    }
    return members;
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface StreamEvent {
  unread: number;
  notification?: { data: Record<string, string> };
}

/** One open event stream: its first event has come; `heard` is called for each later one. */
interface Stream {
  member: Member;
  close: () => void;
  /** Set by the measurement: called with each notification's marker as it arrives. */
  onNotification?: (marker: string) => void;
}

/** Opens one stream and resolves when its first `unread` event has arrived. */
function openStream(origin: string, agent: http.Agent, member: Member): Promise<Stream> {
  return new Promise((resolve, reject) => {
    let buffered = '';
    let opened = false;
    const request = http.get(
      `${origin}/api/notifications/stream`,
      { agent, headers: { authorization: member.authorization, accept: 'text/event-stream' } },
      (response) => {
        if (response.statusCode !== 200) {
          response.resume();
          reject(new Error(`the stream answered ${response.statusCode}`));
          return;
        }
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          buffered += chunk;
          let end = buffered.indexOf('\n\n');
          while (end !== -1) {
            const frame = buffered.slice(0, end);
            buffered = buffered.slice(end + 2);
            end = buffered.indexOf('\n\n');
            const data = frame
              .split('\n')
              .filter((line) => line.startsWith('data: '))
              .map((line) => line.slice('data: '.length))
              .join('\n');
            if (data === '') continue;
            const event = JSON.parse(data) as StreamEvent;
            if (!opened) {
              opened = true;
              resolve(stream);
            }
            const marker = event.notification?.data.vehicleName;
            if (marker !== undefined) stream.onNotification?.(marker);
          }
        });
      },
    );
    request.on('error', (error) => {
      if (!opened) reject(error);
    });
    const stream: Stream = { member, close: () => request.destroy() };
  });
}

/** The server child and a way to ask it things over IPC. */
function startServer(env: Record<string, string>) {
  const child: ChildProcess = startApiChild(import.meta.url, env, true);
  const ask = <T extends Answer['type']>(
    message: Request,
    answer: T,
  ): Promise<Extract<Answer, { type: T }>> =>
    new Promise((resolve) => {
      const listener = (reply: Answer) => {
        if (reply.type !== answer) return;
        child.off('message', listener);
        resolve(reply as Extract<Answer, { type: T }>);
      };
      child.on('message', listener);
      child.send(message);
    });
  return { child, ask };
}

/** Child process: the API alone, as `pnpm start` serves it, told what to deliver over IPC. */
async function serve(): Promise<void> {
  const app = await serveApi();
  process.on('message', (message: Request) => {
    if (message.type === 'memory') {
      process.send?.({ type: 'memory', memory: process.memoryUsage() } satisfies Answer);
      return;
    }
    const started = performance.now();
    const data = { vehicleId: message.round, vehicleName: message.round };
    void deliverToMembers(app, message.userIds, KIND, data)
      .then(
        () => 0,
        () => message.userIds.length,
      )
      .then((failed) => {
        process.send?.({
          type: 'delivered',
          round: message.round,
          ms: performance.now() - started,
          failed,
        } satisfies Answer);
      });
  });
}

/**
 * Delivers one notification to each of `members` at once and resolves with each stream's arrival
 * time, in ms from the moment the server was told, and the server's own time to finish them.
 */
async function deliverRound(
  ask: ReturnType<typeof startServer>['ask'],
  streams: Stream[],
  members: Member[],
): Promise<{ arrivalsMs: number[]; missing: number; serverMs: number; failed: number }> {
  const round = `bench-${randomUUID()}`;
  const wanted = new Set(members.map((member) => member.id));
  const expecting = streams.filter((stream) => wanted.has(stream.member.id));
  const arrivalsMs: number[] = [];
  let started = 0;
  const allHeard = new Promise<void>((resolve) => {
    for (const stream of expecting) {
      stream.onNotification = (marker) => {
        if (marker !== round) return;
        stream.onNotification = undefined;
        arrivalsMs.push(performance.now() - started);
        if (arrivalsMs.length === expecting.length) resolve();
      };
    }
  });
  started = performance.now();
  const delivered = ask({ type: 'deliver', round, userIds: [...wanted] }, 'delivered');
  const { ms: serverMs, failed } = await delivered;
  // Whatever the server finished is on the wire; give the last frames a moment, then count.
  await Promise.race([allHeard, sleep(5_000)]);
  for (const stream of expecting) stream.onNotification = undefined;
  return { arrivalsMs, missing: expecting.length - arrivalsMs.length, serverMs, failed };
}

interface DatabaseChoice {
  /** As the output names it. */
  name: string;
  /** DATABASE_URL; the embedded database (DATA_DIR/db) without it. */
  url?: string;
}

/** One run on `database`: prepares the members, starts the server, measures, prints. */
async function measure(database: DatabaseChoice): Promise<void> {
  const folder = benchFolder('notify');
  const port = Number(process.env.BENCH_NOTIFY_PORT ?? (await sparePort()));
  const origin = `http://127.0.0.1:${port}`;
  const env: Record<string, string> = {
    PORT: String(port),
    HOST: '127.0.0.1',
    ...folder.env,
    PUBLIC_URL: origin,
    LOG_LEVEL: 'warn',
    ...(database.url === undefined ? {} : { DATABASE_URL: database.url }),
  };
  let server: ReturnType<typeof startServer> | undefined;
  const agent = new http.Agent({ keepAlive: true, maxSockets: STREAMS + 100 });
  const streams: Stream[] = [];
  try {
    process.stdout.write(
      `\nNotification streams on ${database.name}: preparing ${MEMBERS} members (${STREAMS_PER_MEMBER} stream each)…\n`,
    );
    const members = await prepare(env, MEMBERS);
    server = startServer(env);
    const { child, ask } = server;
    await waitForHealth(origin, child, 120_000);
    const pid = child.pid!;

    // Warm-up: a few streams opened, a notification through them, closed; so that what loads on
    // first use (routes, the listener, the JIT) is in the idle figure and not counted as streams'.
    const warm = await Promise.all(
      members.slice(0, 10).map((member) => openStream(origin, agent, member)),
    );
    await deliverRound(ask, warm, members.slice(0, 10));
    for (const stream of warm) stream.close();
    await sleep(2_000);
    const idleKb = processMemoryKb(pid).rss;
    const idleHeap = (await ask({ type: 'memory' }, 'memory')).memory;

    const openingStarted = performance.now();
    const wanted = Array.from({ length: STREAMS }, (_, index) => members[index % MEMBERS]!);
    let refused = 0;
    for (let start = 0; start < wanted.length; start += OPENING_AT_ONCE) {
      const opened = await Promise.allSettled(
        wanted
          .slice(start, start + OPENING_AT_ONCE)
          .map((member) => openStream(origin, agent, member)),
      );
      for (const result of opened) {
        if (result.status === 'fulfilled') streams.push(result.value);
        else refused += 1;
      }
    }
    const openingS = (performance.now() - openingStarted) / 1000;
    await sleep(IDLE_MS);
    const openKb = processMemoryKb(pid).rss;
    const openHeap = (await ask({ type: 'memory' }, 'memory')).memory;

    const broadcast = await deliverRound(ask, streams, members);
    const singlesMs: number[] = [];
    let singlesMissing = 0;
    for (let index = 0; index < SINGLES; index += 1) {
      const member = members[Math.floor(Math.random() * members.length)]!;
      const single = await deliverRound(ask, streams, [member]);
      singlesMs.push(...single.arrivalsMs);
      singlesMissing += single.missing;
      await sleep(50);
    }
    const afterKb = processMemoryKb(pid).rss;

    const mb = (kb: number) => kb / 1024;
    const addedMb = mb(openKb - idleKb);
    const perStreamKb = streams.length === 0 ? 0 : (openKb - idleKb) / streams.length;
    const sorted = [...broadcast.arrivalsMs].sort((a, b) => a - b);
    const lastMs = broadcast.missing > 0 ? Infinity : (sorted.at(-1) ?? 0);
    const singles = [...singlesMs].sort((a, b) => a - b);
    const heapMb = (usage: NodeJS.MemoryUsage) =>
      `heap ${mb(usage.heapUsed / 1024).toFixed(0)} MB, external ${mb(usage.external / 1024).toFixed(0)} MB`;
    const verdict = (within: boolean) => (within ? 'PASS' : 'OVER');
    const arenas = process.env.MALLOC_ARENA_MAX ?? '2';

    process.stdout.write(
      `\nNotification streams on ${database.name} (API alone in its process, MALLOC_ARENA_MAX ${arenas})\n` +
        `Streams open: ${streams.length} of ${STREAMS} (${MEMBERS} members × ${STREAMS_PER_MEMBER}; ` +
        `${refused} refused), opened in ${openingS.toFixed(1)} s, ${OPENING_AT_ONCE} at a time, then idle ${IDLE_MS / 1000} s\n` +
        `Server RSS: idle ${mb(idleKb).toFixed(0)} MB (${heapMb(idleHeap)}), with the streams ${mb(openKb).toFixed(0)} MB ` +
        `(${heapMb(openHeap)}): +${addedMb.toFixed(1)} MB, ${perStreamKb.toFixed(1)} KB a stream ` +
        `(budget ≤ ${BUDGETS.rssAddedMb} MB: ${verdict(addedMb <= BUDGETS.rssAddedMb)}); after the deliveries ${mb(afterKb).toFixed(0)} MB\n` +
        `One notification to each of the ${MEMBERS} members at once (${streams.length} streams): ` +
        `per stream first ${Math.round(sorted[0] ?? 0)} ms, p50 ${Math.round(percentile(sorted, 50))} ms, ` +
        `p90 ${Math.round(percentile(sorted, 90))} ms, max ${Math.round(sorted.at(-1) ?? 0)} ms; the last stream had it after ${
          Number.isFinite(lastMs) ? `${Math.round(lastMs)} ms` : `— ${broadcast.missing} never did`
        } (budget ≤ ${BUDGETS.deliveryMs} ms: ${verdict(lastMs <= BUDGETS.deliveryMs)}); ` +
        `the server finished the ${MEMBERS} deliveries in ${Math.round(broadcast.serverMs)} ms` +
        `${broadcast.failed > 0 ? `, ${broadcast.failed} failed` : ''}\n` +
        `One notification to one member among the idle streams, ${SINGLES} times: ` +
        `p50 ${percentile(singles, 50).toFixed(1)} ms, max ${(singles.at(-1) ?? 0).toFixed(1)} ms` +
        `${singlesMissing > 0 ? `, ${singlesMissing} never arrived` : ''}\n`,
    );
  } finally {
    for (const stream of streams) stream.close();
    agent.destroy();
    await stopChild(server?.child);
    folder.remove();
  }
}

export async function benchNotificationStreams(): Promise<void> {
  if (process.platform !== 'linux') {
    process.stdout.write(
      '\nNotification stream benchmark skipped: it reads the server memory from /proc.\n',
    );
    return;
  }
  await measure({ name: 'the embedded database (PGlite)' });
  const bin = postgresBin();
  if (bin === undefined) {
    process.stdout.write('PostgreSQL run skipped: no PostgreSQL in /usr/lib/postgresql.\n');
    return;
  }
  const postgres = await startPostgres(bin);
  try {
    await measure({ name: 'PostgreSQL (a throwaway server)', url: postgres.url });
  } finally {
    postgres.stop();
  }
}

runWhenMain(import.meta.url, benchNotificationStreams, undefined, serve);
