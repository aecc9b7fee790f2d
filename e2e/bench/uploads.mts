/**
 * The upload half of `pnpm bench`: what abusive uploads cost the API. The API runs in a child
 * process of its own (this file with `--serve`), on the embedded database, so that its resident
 * memory is measured alone. At once: 10 requests of 200 MB (twenty 10 MB parts) from 10 members
 * to their full galleries, and 2 requests of twenty 39 MP PNGs (3 MB each request) to empty ones,
 * while `/api/health` is asked every 20 ms. Reports the server's peak RSS growth over its idle RSS
 * and the health probe's latency; budgets in the README.
 */
import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { createRequire } from 'node:module';
import { Readable } from 'node:stream';

import { vehicleCreatePayload } from '@carclub/testing/fixtures';

import { sparePort } from '../support/ports.ts';
import {
  benchFolder,
  processMemoryKb,
  resetPeakMemory,
  runWhenMain,
  serveApi,
  startApiChild,
  stopChild,
  waitForHealth,
  withBuiltApp,
} from './bench-server.mts';
import { percentile } from './timing.mts';

// The API is CommonJS and finds its migrations through __dirname: required, not imported.
const require = createRequire(import.meta.url);
const schema =
  require('../../api/src/db/schema/index.ts') as typeof import('../../api/src/db/schema/index.ts');
// The API's own test pictures and multipart encoder, drawn by the API's sharp.
const { multipartBody, solidPngBuffer } =
  require('../../api/test/support/images.ts') as typeof import('../../api/test/support/images.ts');

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
function prepare(env: Record<string, string>, count: number, full: number) {
  return withBuiltApp(env, async (app) => {
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
  });
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

export async function benchUploads(): Promise<void> {
  if (process.platform !== 'linux') {
    process.stdout.write('\nUpload benchmark skipped: it reads the server memory from /proc.\n');
    return;
  }
  const folder = benchFolder('uploads');
  const port = Number(process.env.BENCH_UPLOADS_PORT ?? (await sparePort()));
  const origin = `http://127.0.0.1:${port}`;
  const env = {
    PORT: String(port),
    HOST: '127.0.0.1',
    ...folder.env,
    PUBLIC_URL: origin,
    LOG_LEVEL: 'warn',
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

    server = startApiChild(import.meta.url, env);
    await waitForHealth(origin, server, 120_000);
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
    const idle = processMemoryKb(pid).rss;
    const peakReset = resetPeakMemory(pid);

    let sampling = true;
    let sampledPeak = idle;
    const sampler = (async () => {
      while (sampling) {
        sampledPeak = Math.max(sampledPeak, processMemoryKb(pid).rss);
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
    const after = processMemoryKb(pid);
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
    await stopChild(server);
    folder.remove();
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

runWhenMain(import.meta.url, benchUploads, undefined, serveApi);
