import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, chown, cp, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { Agent, request as httpRequest } from 'node:http';
import { type AddressInfo, connect, createServer } from 'node:net';
import path from 'node:path';

import { LOCK_FILE_NAME } from '../../src/db/data-dir-lock';
import { EventReader } from '../support/event-stream';
import {
  freePort,
  postgresBinaries,
  startThrowawayPostgres,
  type ThrowawayPostgres,
} from '../support/postgres-server';
import {
  API_DIR,
  buildApi,
  NOBODY,
  postJson as post,
  type RunningServer,
  SHUTDOWN_LIMIT_MS,
  spawnServer,
  START_TIMEOUT_MS,
  startServer,
  stop,
  SUPERVISOR_SCRIPT,
} from '../support/server-process';
import { makeTempDir, removeTempDir } from '../support/test-app';

const PASSWORD = 'Zq8#correct-horse-battery';

let sequence = 0;
function register(url: string, nickname = `proc${(sequence += 1)}`) {
  return post(url, '/api/auth/register', {
    email: `${nickname}@example.com`,
    password: PASSWORD,
    nickname,
  });
}

/**
 * The token of the activation link mailed to `nickname` (the outbox of DATA_DIR, written after the
 * answer to the sign-up).
 */
async function mailedToken(dataDir: string, nickname: string): Promise<string> {
  const outbox = path.join(dataDir, 'outbox');
  for (let tries = 0; tries < 100; tries += 1) {
    // Only whole messages: the outbox writes `<name>.eml.part`, then renames it.
    const files = (existsSync(outbox) ? await readdir(outbox) : []).filter((file) =>
      file.endsWith('.eml'),
    );
    for (const file of files) {
      // Quoted-printable: joined soft line breaks, `=3D` back to `=`.
      const text = (await readFile(path.join(outbox, file), 'utf8'))
        .replace(/=\r?\n/g, '')
        .replace(/=3D/g, '=');
      if (!text.includes(`${nickname}@example.com`)) continue;
      const token = /activate\?token=([\w-]+)/.exec(text)?.[1];
      if (token) return token;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no activation mail to ${nickname}`);
}

/**
 * A sign-in whose body is still arriving: in flight until `finish` sends the rest and resolves with
 * the raw answer, or '' when the server dropped the connection instead of answering.
 */
async function requestInFlight(port: number) {
  const body = JSON.stringify({ email: 'nobody@example.com', password: 'wrong-password' });
  const socket = connect(port, '127.0.0.1');
  await new Promise((resolve) => socket.once('connect', resolve));
  let response = '';
  socket.on('data', (chunk: Buffer) => (response += chunk.toString()));
  socket.on('error', () => {});
  const closed = new Promise((resolve) => socket.once('close', resolve));
  socket.write(
    `POST /api/auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, 10)}`,
  );
  // The server has read the headers: the request is in flight.
  await new Promise((resolve) => setTimeout(resolve, 200));
  return {
    finish: async () => {
      socket.write(body.slice(10));
      await closed;
      return response;
    },
  };
}

async function chmodFiles(dir: string, mode: number): Promise<void> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) await chmodFiles(file, mode);
    else await chmod(file, mode);
  }
}

const asRoot = process.getuid?.() === 0;
/** Whether the server can run as nobody here (the checkout may be in a folder only root enters). */
const nobodyCanRun =
  asRoot &&
  spawnSync(
    process.execPath,
    ['-e', `require(${JSON.stringify(path.join(API_DIR, 'package.json'))}); require('fastify')`],
    { cwd: API_DIR, uid: NOBODY, gid: NOBODY },
  ).status === 0;
if (asRoot && !nobodyCanRun) {
  console.warn(
    `Tests of unwritable files skipped: running as root, and user nobody cannot read ${API_DIR}`,
  );
}

beforeAll(buildApi);

describe('the server process on the embedded database', () => {
  let dataDir: string;
  let siteDir: string;
  let server: RunningServer | undefined;

  beforeAll(async () => {
    dataDir = await makeTempDir();
    siteDir = await makeTempDir();
  });

  afterEach(async () => {
    await stop(server);
    server = undefined;
  });

  afterAll(async () => {
    await removeTempDir(dataDir);
    await removeTempDir(siteDir);
  });

  it(
    'refuses a second process on the same data folder at once, in one line naming the folder and the holder',
    async () => {
      server = await startServer({ DATA_DIR: dataDir, SITE_DIR: siteDir });
      const port = await freePort();

      const started = Date.now();
      const second = spawnServer({ DATA_DIR: dataDir, SITE_DIR: siteDir, PORT: String(port) });
      const exit = await second.exited;

      expect(exit.code).toBe(1);
      expect(exit.at - started).toBeLessThan(SHUTDOWN_LIMIT_MS);
      const lines = second.stderr().trimEnd().split('\n');
      expect(lines).toHaveLength(1);
      expect(lines[0]).toContain(path.join(dataDir, 'db'));
      expect(lines[0]).toContain(`in use by process ${server.child.pid} on host`);
      expect((await fetch(`${server.url}/api/ready`)).status).toBe(200);
    },
    START_TIMEOUT_MS,
  );

  it(
    'serves from one process when asked for more, and says so in one log line',
    async () => {
      server = await startServer({ DATA_DIR: dataDir, SITE_DIR: siteDir, WEB_CONCURRENCY: '3' });

      for (let attempt = 0; attempt < 5; attempt += 1) {
        expect(await answeringPid(server.port)).toBe(server.child.pid);
      }
      const lines = server
        .stdout()
        .trimEnd()
        .split('\n')
        .map((line) => JSON.parse(line) as { level: number; msg: string; webConcurrency?: number });
      expect(lines).toEqual([
        expect.objectContaining({
          level: 40,
          webConcurrency: 3,
          msg: expect.stringMatching(/^WEB_CONCURRENCY is ignored: the embedded database/),
        }),
      ]);
    },
    START_TIMEOUT_MS,
  );

  it(
    'on SIGTERM stops accepting, finishes the request in flight, closes the database and exits 0 within 10 s',
    async () => {
      server = await startServer({ DATA_DIR: dataDir, SITE_DIR: siteDir });
      expect((await register(server.url)).status).toBe(201);

      const inFlight = await requestInFlight(server.port);

      const signalled = Date.now();
      server.child.kill('SIGTERM');
      await new Promise((resolve) => setTimeout(resolve, 500));
      await expect(fetch(`${server.url}/api/health`)).rejects.toThrow();
      const response = await inFlight.finish();
      const exit = await server.exited;

      expect(response).toMatch(/^HTTP\/1\.1 401 /);
      expect(response).toContain('"statusCode":401');
      expect(exit.code).toBe(0);
      expect(exit.at - signalled).toBeLessThan(SHUTDOWN_LIMIT_MS);
      expect(existsSync(path.join(dataDir, 'db', LOCK_FILE_NAME))).toBe(false);
    },
    START_TIMEOUT_MS,
  );

  it(
    'answers a write that fails on the disk with 503, then drains and exits non-zero within 10 s; a restart keeps what was written',
    async () => {
      server = await startServer({ DATA_DIR: dataDir, SITE_DIR: siteDir });
      expect((await register(server.url, 'kept')).status).toBe(201);

      const inFlight = await requestInFlight(server.port);

      // A real I/O fault: every write of the process to a file now fails with EFBIG.
      const limit = spawnSync('prlimit', ['--pid', String(server.child.pid), '--fsize=0']);
      expect(limit.status).toBe(0);
      const faulted = Date.now();
      const failed = await register(server.url);

      expect(failed.status).toBe(503);
      expect(await failed.json()).toEqual({
        statusCode: 503,
        error: 'Service Unavailable',
        message: 'Service Unavailable',
      });
      // The request in flight at the fault still gets its answer (its database is gone: 503).
      expect(await inFlight.finish()).toMatch(/^HTTP\/1\.1 503 /);
      const exit = await server.exited;
      expect(exit.code).toBe(1);
      expect(exit.at - faulted).toBeLessThan(SHUTDOWN_LIMIT_MS);
      expect(server.stderr()).not.toMatch(/event loop has been blocked/);

      server = await startServer({ DATA_DIR: dataDir, SITE_DIR: siteDir });
      const again = await register(server.url, 'kept');
      expect(again.status).toBe(409);
    },
    START_TIMEOUT_MS * 2,
  );

  it(
    "under `pnpm start`'s supervisor, comes back by itself after a write failed on the disk; SIGTERM stops both",
    async () => {
      // A data folder of its own: the tests below copy the shared one as the tests above left it.
      const ownDataDir = await makeTempDir();
      // A server counts as having come up after 1 s here (10 s by default).
      const env = { DATA_DIR: ownDataDir, SITE_DIR: siteDir, SERVE_CAME_UP_MS: '1000' };
      try {
        server = await startServer(env, SUPERVISOR_SCRIPT);
        expect((await register(server.url, 'supervised')).status).toBe(201);
        // One plain line among the JSON ones says where the site is, on which Node (the one the
        // tests run on, which tools/runtime checks against the pin) and where its mail goes.
        const readyLine = `CarClub is ready at http://localhost:${server.port} on Node ${process.version} · e-mail is not sent (no SMTP_URL): read it in ${path.join(ownDataDir, 'outbox')}`;
        const plainLines = () =>
          server!
            .stdout()
            .split('\n')
            .filter((line) => line !== '' && !line.startsWith('{'));
        for (let tries = 0; tries < 50 && plainLines().length === 0; tries += 1) {
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        expect(plainLines()).toEqual([readyLine]);
        const healthPid = async () =>
          fetch(`${server!.url}/api/health`).then(
            async (response) => ((await response.json()) as { pid: number }).pid,
            () => undefined,
          );
        const first = await healthPid();
        expect(first).not.toBe(server.child.pid);
        await new Promise((resolve) => setTimeout(resolve, 1_000));

        expect(spawnSync('prlimit', ['--pid', String(first), '--fsize=0']).status).toBe(0);
        expect((await register(server.url)).status).toBe(503);

        // A new server process answers, with what was written before the fault.
        let next: number | undefined;
        for (let tries = 0; tries < 300 && (next === undefined || next === first); tries += 1) {
          await new Promise((resolve) => setTimeout(resolve, 200));
          next = await healthPid();
        }
        expect(next).toEqual(expect.any(Number));
        expect(next).not.toBe(first);
        expect((await register(server.url, 'supervised')).status).toBe(409);
        expect(server.stdout()).toContain('"msg":"the server stopped; starting it again"');

        const signalled = Date.now();
        server.child.kill('SIGTERM');
        const exit = await server.exited;
        expect(exit.code).toBe(0);
        expect(exit.at - signalled).toBeLessThan(SHUTDOWN_LIMIT_MS);
        await expect(fetch(`${server.url}/api/health`)).rejects.toThrow();
        expect(existsSync(path.join(ownDataDir, 'db', LOCK_FILE_NAME))).toBe(false);
      } finally {
        await stop(server);
        server = undefined;
        await removeTempDir(ownDataDir);
      }
    },
    START_TIMEOUT_MS * 2,
  );

  it(
    "under `pnpm start`'s supervisor, a server that cannot start is not started again",
    async () => {
      const port = await freePort();
      const supervised = spawnServer(
        { DATA_DIR: dataDir, SITE_DIR: siteDir, PORT: String(port), JWT_SECRET: 'too short' },
        { script: SUPERVISOR_SCRIPT },
      );
      const exit = await supervised.exited;
      expect(exit.code).toBe(1);
      expect(supervised.stderr()).toContain('CarClub API failed to start');
      expect(supervised.stdout()).not.toContain('starting it again');
    },
    START_TIMEOUT_MS,
  );

  it(
    'refuses a data folder it cannot write to in one line',
    async () => {
      const parent = await makeTempDir();
      try {
        let dataDirOfTest = parent;
        let options: { uid?: number; gid?: number } = {};
        let errno = 'EACCES';
        if (!asRoot) {
          await chmod(parent, 0o555);
        } else if (nobodyCanRun) {
          // Root writes through any mode bits: the server runs as nobody, for whom they hold.
          await chmod(parent, 0o755);
          options = { uid: NOBODY, gid: NOBODY };
        } else {
          // A fault no user writes through: a path that leads through a file.
          dataDirOfTest = path.join(parent, 'a-file');
          await writeFile(dataDirOfTest, '');
          errno = 'ENOTDIR';
        }
        const started = spawnServer(
          { DATA_DIR: dataDirOfTest, SITE_DIR: siteDir, PORT: String(await freePort()) },
          options,
        );
        const exit = await started.exited;

        expect(exit.code).toBe(1);
        expect(started.stderr().trimEnd().split('\n')).toEqual([
          expect.stringMatching(
            new RegExp(
              `^CarClub API failed to start: The data folder ${dataDirOfTest}/db is not writable \\(${errno}`,
            ),
          ),
        ]);
      } finally {
        await chmod(parent, 0o755);
        await removeTempDir(parent);
      }
    },
    START_TIMEOUT_MS,
  );

  (asRoot && !nobodyCanRun ? it.skip : it)(
    'refuses a database whose files cannot be written in one line, not only "PGlite failed to initialize properly"',
    async () => {
      // The database the tests above created, copied; the copy's folder is writable (the lock can
      // be taken) but its files are not.
      const copy = await makeTempDir();
      try {
        await cp(path.join(dataDir, 'db'), path.join(copy, 'db'), { recursive: true });
        await rm(path.join(copy, 'db', LOCK_FILE_NAME), { force: true });
        if (asRoot) {
          // Files stay root's; the server runs as nobody, who owns only the folders.
          await chown(copy, NOBODY, NOBODY);
          await chown(path.join(copy, 'db'), NOBODY, NOBODY);
        } else {
          await chmodFiles(path.join(copy, 'db'), 0o444);
        }
        const started = spawnServer(
          { DATA_DIR: copy, SITE_DIR: siteDir, PORT: String(await freePort()) },
          asRoot ? { uid: NOBODY, gid: NOBODY } : {},
        );
        const exit = await started.exited;

        expect(exit.code).toBe(1);
        expect(started.stderr().trimEnd().split('\n')).toEqual([
          `CarClub API failed to start: The embedded database in ${copy}/db could not be opened ` +
            '(PGlite failed to initialize properly); check that the folder and every file in it ' +
            'are writable by this user and that the disk is not full.',
        ]);
      } finally {
        if (!asRoot) await chmodFiles(path.join(copy, 'db'), 0o644);
        await removeTempDir(copy);
      }
    },
    START_TIMEOUT_MS,
  );
});

const bin = postgresBinaries();
if (bin === undefined) {
  console.warn(
    'PostgreSQL process tests skipped: no /usr/lib/postgresql/<version>/bin on this machine',
  );
}
const describeWithPostgres = bin === undefined ? describe.skip : describe;

describeWithPostgres('server processes on PostgreSQL (DATABASE_URL)', () => {
  let postgres: ThrowawayPostgres;
  let dataDir: string;
  const servers: RunningServer[] = [];

  beforeAll(async () => {
    postgres = await startThrowawayPostgres(bin!);
    dataDir = await makeTempDir();
    await mkdir(path.join(dataDir, 'site'));
  }, START_TIMEOUT_MS);

  afterAll(async () => {
    await Promise.all(servers.map(stop));
    postgres?.remove();
    await removeTempDir(dataDir);
  });

  it(
    'run side by side on one data folder',
    async () => {
      const env = {
        DATABASE_URL: postgres.url,
        DATA_DIR: dataDir,
        SITE_DIR: path.join(dataDir, 'site'),
      };
      servers.push(...(await Promise.all([startServer(env), startServer(env)])));

      for (const server of servers) {
        expect((await fetch(`${server.url}/api/ready`)).status).toBe(200);
        expect((await register(server.url)).status).toBe(201);
      }
    },
    START_TIMEOUT_MS,
  );

  it('count a rate limit together: requests spread over both spend one budget', async () => {
    const [first, second] = servers as [RunningServer, RunningServer];
    // 3 reset requests per client and account in 15 minutes (the per-IP rules exempt 127.0.0.1).
    const forgot = (server: RunningServer) =>
      fetch(`${server.url}/api/auth/forgot-password`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'spread@example.com' }),
      });
    expect((await forgot(first)).status).toBe(202);
    expect((await forgot(second)).status).toBe(202);
    expect((await forgot(first)).status).toBe(202);
    const refused = await forgot(second);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('refuse on one a refresh token already spent on the other, and end its session', async () => {
    const [first, second] = servers as [RunningServer, RunningServer];
    const nickname = 'spender';
    expect((await register(first.url, nickname)).status).toBe(201);
    const token = await mailedToken(dataDir, nickname);
    expect((await post(second.url, '/api/auth/activate', { token })).status).toBe(200);
    const signedIn = await post(first.url, '/api/auth/login', {
      email: `${nickname}@example.com`,
      password: PASSWORD,
    });
    expect(signedIn.status).toBe(200);
    const { refreshToken } = (await signedIn.json()) as { refreshToken: string };

    const rotated = await post(first.url, '/api/auth/refresh-token', { refreshToken });
    expect(rotated.status).toBe(200);
    const { refreshToken: next } = (await rotated.json()) as { refreshToken: string };

    expect((await post(second.url, '/api/auth/refresh-token', { refreshToken })).status).toBe(401);
    // The reuse ended the whole session, on both servers: the rotated token is dead too.
    expect((await post(first.url, '/api/auth/refresh-token', { refreshToken: next })).status).toBe(
      401,
    );
  });

  it('deliver a notification made on one to a member listening on the other (LISTEN/NOTIFY)', async () => {
    const [first, second] = servers as [RunningServer, RunningServer];
    const nickname = 'listener';
    expect((await register(first.url, nickname)).status).toBe(201);
    const token = await mailedToken(dataDir, nickname);
    expect((await post(first.url, '/api/auth/activate', { token })).status).toBe(200);
    const credentials = { email: `${nickname}@example.com`, password: PASSWORD };
    const signedIn = await post(first.url, '/api/auth/login', credentials);
    const { accessToken } = (await signedIn.json()) as { accessToken: string };

    const controller = new AbortController();
    try {
      const stream = await fetch(`${first.url}/api/notifications/stream`, {
        headers: { authorization: `Bearer ${accessToken}` },
        signal: controller.signal,
      });
      expect(stream.status).toBe(200);
      const events = new EventReader(stream.body!.getReader());
      expect(await events.next()).toEqual({ unread: 0 });

      // A sign-in from another browser, answered by the other process.
      expect((await post(second.url, '/api/auth/login', credentials)).status).toBe(200);
      expect(await events.next(2_000)).toMatchObject({
        unread: 1,
        notification: { kind: 'newSignIn' },
      });
    } finally {
      controller.abort();
    }
  });
});

const REQUEST_TIMEOUT_MS = 10_000;

interface Answer {
  status: number;
  body: string;
}

/**
 * Requests sent one after the other on one new keep-alive connection, so that one process of the
 * server answers them all (a cluster hands each connection to one worker); the connection is
 * closed afterwards, so the next call is a new connection.
 */
async function onOneConnection(
  port: number,
  requests: { method: string; path: string; body?: unknown }[],
): Promise<Answer[]> {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  try {
    const answers: Answer[] = [];
    for (const { method, path: requestPath, body } of requests) {
      answers.push(
        await new Promise<Answer>((resolve, reject) => {
          const payload = body === undefined ? undefined : JSON.stringify(body);
          const request = httpRequest(
            {
              host: '127.0.0.1',
              port,
              method,
              path: requestPath,
              agent,
              headers: payload === undefined ? {} : { 'content-type': 'application/json' },
            },
            (response) => {
              let text = '';
              response.on('data', (chunk: Buffer) => (text += chunk.toString()));
              response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
            },
          );
          request.on('error', reject);
          // A request the server never answers fails here, not at the test's timeout.
          request.setTimeout(REQUEST_TIMEOUT_MS, () =>
            request.destroy(new Error(`no answer to ${method} ${requestPath}`)),
          );
          request.end(payload);
        }),
      );
    }
    return answers;
  } finally {
    agent.destroy();
  }
}

/** The pid of the server process that answers a new connection's health probe. */
async function answeringPid(port: number): Promise<number> {
  const [health] = await onOneConnection(port, [{ method: 'GET', path: '/api/health' }]);
  expect(health!.status).toBe(200);
  return (JSON.parse(health!.body) as { pid: number }).pid;
}

/** Asks until `count` different processes have answered; the pids, in the order first seen. */
async function answeringPids(port: number, count: number, tries = 200): Promise<number[]> {
  const seen: number[] = [];
  for (let attempt = 0; attempt < tries && seen.length < count; attempt += 1) {
    const pid = await answeringPid(port);
    if (!seen.includes(pid)) seen.push(pid);
    else await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return seen;
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

describeWithPostgres('a cluster of server processes on PostgreSQL (WEB_CONCURRENCY=2)', () => {
  let postgres: ThrowawayPostgres;
  let dataDir: string;
  let server: RunningServer | undefined;
  let workers: number[] = [];

  beforeAll(async () => {
    postgres = await startThrowawayPostgres(bin!);
    dataDir = await makeTempDir();
    await mkdir(path.join(dataDir, 'site'));
    server = await startServer({
      DATABASE_URL: postgres.url,
      DATA_DIR: dataDir,
      SITE_DIR: path.join(dataDir, 'site'),
      WEB_CONCURRENCY: '2',
      // The per-IP limits count this test's own requests.
      RATE_LIMIT_EXEMPT_IPS: '',
    });
    workers = await answeringPids(server.port, 2);
  }, START_TIMEOUT_MS);

  afterAll(async () => {
    await stop(server);
    for (const pid of workers) if (isRunning(pid)) process.kill(pid, 'SIGKILL');
    postgres?.remove();
    await removeTempDir(dataDir);
  });

  it('serves from two worker processes, neither of them the primary', () => {
    expect(workers).toHaveLength(2);
    expect(workers).not.toContain(server!.child.pid);
  });

  it('counts the sign-in limit of one client once across the workers', async () => {
    // 30 sign-ins per client address in 15 minutes; each with an address of its own, so that only
    // the per-address limit counts. Each worker with a budget of its own would let 60 through.
    const answers: { pid: number; status: number }[] = [];
    for (let attempt = 0; attempt < 40; attempt += 1) {
      const [health, login] = await onOneConnection(server!.port, [
        { method: 'GET', path: '/api/health' },
        {
          method: 'POST',
          path: '/api/auth/login',
          body: { email: `guess${attempt}@example.com`, password: 'wrong-password' },
        },
      ]);
      answers.push({
        pid: (JSON.parse(health!.body) as { pid: number }).pid,
        status: login!.status,
      });
    }

    expect(answers.map((answer) => answer.status)).toEqual([
      ...Array<number>(30).fill(401),
      ...Array<number>(10).fill(429),
    ]);
    const pidsOf = (status: number) =>
      new Set(answers.filter((answer) => answer.status === status).map((answer) => answer.pid));
    expect(pidsOf(401)).toEqual(new Set(workers));
    expect(pidsOf(429)).toEqual(new Set(workers));
  });

  it(
    'exits 1 when its workers cannot start, instead of restarting them',
    async () => {
      const taken = createServer();
      await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
      try {
        const { port } = taken.address() as AddressInfo;
        const refused = spawnServer({
          DATABASE_URL: postgres.url,
          DATA_DIR: dataDir,
          SITE_DIR: path.join(dataDir, 'site'),
          WEB_CONCURRENCY: '2',
          PORT: String(port),
        });
        const exit = await refused.exited;

        expect(exit).toMatchObject({ code: 1, signal: null });
        expect(refused.stderr()).toContain('EADDRINUSE');
        expect(refused.stdout()).toContain('"msg":"a worker failed to start"');
      } finally {
        taken.close();
      }
    },
    START_TIMEOUT_MS,
  );

  it(
    'replaces a killed worker while the other answers, then stops every process on SIGTERM with exit code 0',
    async () => {
      const [killed, survivor] = workers as [number, number];
      process.kill(killed, 'SIGKILL');
      // A connection the primary hands over in the moment the worker dies is lost with it, as with
      // any crash; once the primary has reaped the worker it hands no more to it.
      while (isRunning(killed)) await new Promise((resolve) => setTimeout(resolve, 20));

      // Every request from then on is answered, by the survivor until the replacement is up.
      const answeredBy = new Set<number>();
      let replacement: number | undefined;
      for (let attempt = 0; attempt < 400 && replacement === undefined; attempt += 1) {
        const pid = await answeringPid(server!.port);
        answeredBy.add(pid);
        if (pid !== survivor) replacement = pid;
        else await new Promise((resolve) => setTimeout(resolve, 50));
      }

      expect(answeredBy.has(killed)).toBe(false);
      expect(answeredBy.has(survivor)).toBe(true);
      expect(replacement).toBeDefined();
      expect(isRunning(killed)).toBe(false);
      workers = [survivor, replacement!];

      const signalled = Date.now();
      server!.child.kill('SIGTERM');
      const exit = await server!.exited;

      expect(exit).toMatchObject({ code: 0, signal: null });
      expect(exit.at - signalled).toBeLessThan(SHUTDOWN_LIMIT_MS);
      expect(workers.filter(isRunning)).toEqual([]);
      expect(server!.stderr()).toBe('');
    },
    START_TIMEOUT_MS,
  );
});
