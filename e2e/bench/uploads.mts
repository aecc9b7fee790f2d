/**
 * The upload half of `pnpm bench`: what abusive uploads cost the API. The API runs in a child
 * process of its own (this file with `--serve`), on the embedded database, so that its resident
 * memory is measured alone. At once: 10 requests of 200 MB (twenty 10 MB parts) from 10 members
 * to their full galleries, and 2 requests of twenty 39 MP PNGs (3 MB each request) to empty ones,
 * while `/api/health` is asked every 20 ms. Reports the server's peak RSS growth over its idle RSS
 * and the health probe's latency; budgets in the README.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';

import { vehicleCreatePayload } from '@carclub/testing/fixtures';

import { sparePort } from '../support/ports.ts';
import { percentile } from './timing.mts';

// The API is CommonJS and finds its migrations through __dirname: required, not imported.
const require = createRequire(import.meta.url);
const { buildApp } = require('../../api/src/app.ts') as typeof import('../../api/src/app.ts');
const { loadConfig } =
  require('../../api/src/config.ts') as typeof import('../../api/src/config.ts');
const schema =
  require('../../api/src/db/schema/index.ts') as typeof import('../../api/src/db/schema/index.ts');
// The API's own test pictures and multipart encoder, drawn by the API's sharp.
const { multipartBody, solidPngBuffer } =
  require('../../api/test/support/images.ts') as typeof import('../../api/test/support/images.ts');

const here = path.dirname(fileURLToPath(import.meta.url));
const REPO_ROOT = path.resolve(here, '../..');
const THIS_FILE = fileURLToPath(import.meta.url);

const GALLERY_MAX = 20;
const ABUSERS = 10;
const ABUSE_PARTS = 20;
/** 200 MiB a request, a little under what twenty 10 MB files may take, so only the gallery refuses. */
const ABUSE_PART_BYTES = (200 * 1024 * 1024) / ABUSE_PARTS - 1024;
const DECODERS = 2;
/** 7200 × 5400: 38.9 MP, under the 40 MP limit, so every one is decoded. */
const PNG_SIZE = { width: 7200, height: 5400 };
const HEALTH_EVERY_MS = 20;
const RSS_EVERY_MS = 50;
const BUDGETS = { rssGrowthMb: 300, healthP99Ms: 100 };

interface Member {
  id: string;
  vehicleId: string;
  authorization: string;
}

/** Members with a vehicle each: the first `full` with a gallery of 20 (rows only), the rest empty. */
async function prepare(env: Record<string, string>, count: number, full: number) {
  const app = buildApp(loadConfig(env));
  await app.ready();
  try {
    const members: Member[] = [];
    for (let index = 0; index < count; index += 1) {
      const nickname = `upload${index}${randomUUID().slice(0, 6)}`;
      const [user] = await app.db
        .insert(schema.users)
        .values({
          email: `${nickname}@bench.carclub.local`,
          nickname,
          // Nobody signs in with it: the bench makes its sessions directly.
          passwordHash: 'not-a-password-hash',
          roles: ['user'],
          activatedAt: new Date(),
        })
        .returning({ id: schema.users.id });
      await app.db.insert(schema.profiles).values({ userId: user!.id });
      const sessionId = randomUUID();
      await app.db.insert(schema.sessions).values({ id: sessionId, userId: user!.id });
      const { token } = await app.accessTokens.sign({
        sub: user!.id,
        sid: sessionId,
        roles: ['user'],
      });
      const authorization = `Bearer ${token}`;
      const created = await app.inject({
        method: 'POST',
        url: '/api/private-transport',
        headers: { authorization },
        payload: vehicleCreatePayload(),
      });
      if (created.statusCode !== 201) throw new Error(`vehicle not created: ${created.body}`);
      const vehicleId = created.json<{ id: string }>().id;
      if (index < full) {
        await app.db.insert(schema.vehicleImages).values(
          Array.from({ length: GALLERY_MAX }, (_, position) => ({
            vehicleId,
            storageKey: `vehicles/${vehicleId}/bench-${position}`,
            position,
            width: 10,
            height: 10,
          })),
        );
      }
      members.push({ id: user!.id, vehicleId, authorization });
    }
    return members;
  } finally {
    await app.close();
  }
}

function rssKb(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const field = (name: string) =>
    Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1]);
  return { rss: field('VmRSS'), peak: field('VmHWM') };
}

/** Resets the kernel's peak-RSS mark (VmHWM) of `pid`, so startup does not count. */
function resetPeak(pid: number): boolean {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}

async function waitForHealth(origin: string, deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the API did not start on ${origin}`);
}

interface UploadOutcome {
  status: number | string;
  ms: number;
  sentMb: number;
}

/** POSTs a body made of `parts` (sizes of filler, or real bytes) as multipart, streamed. */
function upload(
  origin: string,
  member: Member,
  body: { stream: Readable; length: number; contentType: string },
): Promise<UploadOutcome> {
  const started = performance.now();
  return new Promise((resolve) => {
    let settled = false;
    const request = http.request(`${origin}/api/private-transport/${member.vehicleId}/gallery`, {
      method: 'POST',
      agent: false,
      headers: {
        authorization: member.authorization,
        'content-type': body.contentType,
        'content-length': String(body.length),
      },
    });
    const finish = (status: number | string) => {
      if (settled) return;
      settled = true;
      body.stream.destroy();
      const sentMb = Math.round(((request.socket?.bytesWritten ?? 0) / 1024 / 1024) * 10) / 10;
      resolve({ status, ms: Math.round(performance.now() - started), sentMb });
    };
    request.on('response', (response) => {
      response.resume();
      response.on('end', () => finish(response.statusCode ?? 0));
      response.on('error', () => finish(response.statusCode ?? 0));
    });
    // A server that answers early closes the connection: writing then fails, which is expected.
    request.on('error', (error: NodeJS.ErrnoException) => finish(error.code ?? 'error'));
    body.stream.pipe(request);
  });
}

/** A multipart body of `parts` files of `size` filler bytes, generated as it is sent. */
function fillerBody(parts: number, size: number) {
  const boundary = `----carclub-bench-${randomUUID()}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="big.jpg"\r\n` +
      'Content-Type: image/jpeg\r\n\r\n',
  );
  const tail = Buffer.from('\r\n');
  const end = Buffer.from(`--${boundary}--\r\n`);
  const chunk = Buffer.alloc(64 * 1024, 0xff);
  async function* generate() {
    for (let part = 0; part < parts; part += 1) {
      yield head;
      for (let sent = 0; sent < size; sent += chunk.length) {
        yield chunk.subarray(0, Math.min(chunk.length, size - sent));
      }
      yield tail;
    }
    yield end;
  }
  return {
    stream: Readable.from(generate(), { objectMode: false }),
    length: parts * (head.length + size + tail.length) + end.length,
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

function startServer(env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', THIS_FILE, '--serve'], {
    cwd: REPO_ROOT,
    stdio: ['ignore', 'inherit', 'inherit'],
    // As `pnpm start` runs the API (api/package.json): two malloc arenas unless the caller says.
    env: { MALLOC_ARENA_MAX: '2', ...process.env, ...env },
  });
}

/** Child process: the API alone, as `pnpm start` serves it. */
async function serve(): Promise<void> {
  const app = buildApp(loadConfig());
  await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
  process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
}

export async function benchUploads(): Promise<void> {
  if (process.platform !== 'linux') {
    process.stdout.write('\nUpload benchmark skipped: it reads the server memory from /proc.\n');
    return;
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'carclub-bench-uploads-'));
  const port = Number(process.env.BENCH_UPLOADS_PORT ?? (await sparePort()));
  const origin = `http://127.0.0.1:${port}`;
  const env = {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SITE_DIR: dataDir,
    PUBLIC_URL: origin,
    LOG_LEVEL: 'warn',
    JWT_SECRET: randomBytes(32).toString('hex'),
  };
  let server: ChildProcess | undefined;
  try {
    process.stdout.write('\nUploads: preparing members, galleries and a 39 MP PNG…\n');
    const members = await prepare(env, ABUSERS + DECODERS + 1, ABUSERS);
    const png = await solidPngBuffer(PNG_SIZE);
    const pngs = multipartBody(
      Array.from({ length: GALLERY_MAX }, () => ({
        field: 'files',
        data: png,
        filename: 'huge.png',
        contentType: 'image/png',
      })),
    );

    server = startServer(env);
    await waitForHealth(origin, Date.now() + 120_000);
    const pid = server.pid!;
    // One ordinary upload first, so that what loads on first use is in the idle figure.
    const warm = multipartBody([
      { field: 'files', data: await solidPngBuffer({ width: 800, height: 600 }) },
    ]);
    const warmUp = await upload(origin, members.at(-1)!, {
      stream: Readable.from([warm.payload]),
      length: warm.payload.length,
      contentType: warm.headers['content-type'],
    });
    if (warmUp.status !== 201) throw new Error(`warm-up upload answered ${warmUp.status}`);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const idle = rssKb(pid).rss;
    const peakReset = resetPeak(pid);

    let sampling = true;
    let sampledPeak = idle;
    const sampler = (async () => {
      while (sampling) {
        sampledPeak = Math.max(sampledPeak, rssKb(pid).rss);
        await new Promise((resolve) => setTimeout(resolve, RSS_EVERY_MS));
      }
    })();
    const healthMs: number[] = [];
    let healthFailures = 0;
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const prober = (async () => {
      while (sampling) {
        const started = performance.now();
        try {
          const response = await fetchHealth(origin, agent);
          if (response !== 200) healthFailures += 1;
          healthMs.push(performance.now() - started);
        } catch {
          healthFailures += 1;
        }
        await new Promise((resolve) => setTimeout(resolve, HEALTH_EVERY_MS));
      }
    })();

    const started = performance.now();
    const abuse = members
      .slice(0, ABUSERS)
      .map((member) => upload(origin, member, fillerBody(ABUSE_PARTS, ABUSE_PART_BYTES)));
    const decodes = members.slice(ABUSERS, ABUSERS + DECODERS).map((member) =>
      upload(origin, member, {
        stream: Readable.from([pngs.payload]),
        length: pngs.payload.length,
        contentType: pngs.headers['content-type'],
      }),
    );
    const [abused, decoded] = await Promise.all([Promise.all(abuse), Promise.all(decodes)]);
    const elapsedS = (performance.now() - started) / 1000;
    sampling = false;
    await Promise.all([sampler, prober]);
    agent.destroy();
    const after = rssKb(pid);
    const peakKb = Math.max(sampledPeak, peakReset ? after.peak : 0);

    const sorted = [...healthMs].sort((a, b) => a - b);
    const mb = (kb: number) => Math.round(kb / 1024);
    const growthMb = mb(peakKb - idle);
    const p99 = Math.round(percentile(sorted, 99));
    const statuses = (outcomes: UploadOutcome[]) =>
      Object.entries(
        outcomes.reduce<Record<string, number>>((counts, { status }) => {
          counts[String(status)] = (counts[String(status)] ?? 0) + 1;
          return counts;
        }, {}),
      )
        .map(([status, times]) => `${times}× ${status}`)
        .join(', ');

    // glibc keeps freed decode buffers in per-thread arenas unless told otherwise (see README).
    const arenas = process.env.MALLOC_ARENA_MAX ?? '2';
    process.stdout.write(
      `\nUploads under abuse (API alone in its process, embedded database, MALLOC_ARENA_MAX ${arenas}; ${elapsedS.toFixed(1)} s)\n`,
    );
    console.table([
      {
        requests: `${ABUSERS} × 200 MB to full galleries`,
        answers: statuses(abused),
        'slowest ms': Math.max(...abused.map((outcome) => outcome.ms)),
        'MB sent (max)': Math.max(...abused.map((outcome) => outcome.sentMb)),
      },
      {
        requests: `${DECODERS} × twenty 39 MP PNGs (${(pngs.payload.length / 1024 / 1024).toFixed(1)} MB)`,
        answers: statuses(decoded),
        'slowest ms': Math.max(...decoded.map((outcome) => outcome.ms)),
        'MB sent (max)': Math.max(...decoded.map((outcome) => outcome.sentMb)),
      },
    ]);
    process.stdout.write(
      `Server RSS: idle ${mb(idle)} MB, peak ${mb(peakKb)} MB (+${growthMb} MB; budget ≤ ${BUDGETS.rssGrowthMb}: ${
        growthMb <= BUDGETS.rssGrowthMb ? 'within' : 'OVER'
      }), after ${mb(after.rss)} MB\n` +
        `/api/health meanwhile: ${sorted.length} answers, p50 ${Math.round(percentile(sorted, 50))} ms, ` +
        `p99 ${p99} ms (budget ≤ ${BUDGETS.healthP99Ms}: ${p99 <= BUDGETS.healthP99Ms ? 'within' : 'OVER'}), ` +
        `max ${Math.round(sorted.at(-1) ?? 0)} ms, ${healthFailures} failed\n`,
    );
  } finally {
    if (server && server.exitCode === null) {
      const exited = new Promise((resolve) => server!.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function fetchHealth(origin: string, agent: http.Agent): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(`${origin}/api/health`, { agent }, (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      })
      .on('error', reject);
  });
}

if (process.argv[1] === THIS_FILE) {
  const run = process.argv.includes('--serve') ? serve() : benchUploads();
  run.catch((error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
    process.exit(1);
  });
}
