import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import type { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { Client } from 'pg';

import { buildApp, type BuildAppOptions } from '../../src/app';
import type { App } from '../../src/app-type';
import { loadConfig } from '../../src/config';
import * as schema from '../../src/db/schema';
import { pgliteListen } from '../../src/db/listen';
import { openDatabase, type OpenDatabase, type PgliteFactory } from '../../src/plugins/db';
import { requireOutsideJest } from './node-require';
import { s3TestEnv } from './s3-server';

type PgliteModule = typeof import('@electric-sql/pglite') & {
  /** The migrated and seeded database this Jest worker's apps share or clone. */
  carclubTemplate?: Promise<PGlite>;
};

/** PGlite, loaded outside Jest's sandbox (see requireOutsideJest). */
function pgliteModule(): PgliteModule {
  return requireOutsideJest<PgliteModule>(require.resolve('@electric-sql/pglite'));
}

/** A brand-new embedded database (in memory unless `dataDir` is given), neither migrated nor seeded. */
export const createTestPglite: PgliteFactory = (dataDir) => {
  const { PGlite: RealPGlite } = pgliteModule();
  return dataDir === undefined ? new RealPGlite() : new RealPGlite(dataDir);
};

function templateDatabase(): Promise<PGlite> {
  const module = pgliteModule();
  module.carclubTemplate ??= (async () => {
    const client = createTestPglite(undefined);
    await openDatabase({ createPglite: () => client });
    return client;
  })();
  return module.carclubTemplate;
}

function drizzleOn(client: PGlite): OpenDatabase['db'] {
  return drizzle(client, { schema });
}

/**
 * `none`: no database at all (any use throws), so tests of routes and plugins that never touch it
 * stay fast. `shared`: the worker's migrated and seeded database, never closed by the app, for
 * tests that only read. `fresh`: a private copy of it, for tests that write.
 *
 * The first `shared` or `fresh` app of a worker prepares the template (a few seconds): build it in
 * a `beforeAll` with a longer timeout, e.g. `beforeAll(..., DATABASE_TIMEOUT_MS)`.
 */
export type TestDatabase = 'none' | 'shared' | 'fresh';

export const DATABASE_TIMEOUT_MS = 60_000;

const noDatabase = new Proxy(
  {},
  {
    get(_target, property) {
      // Fastify's decorate() and promise checks look for these; anything else is a real use.
      if (typeof property === 'symbol' || ['getter', 'setter', 'then'].includes(property)) {
        return undefined;
      }
      throw new Error("This test app has no database: pass { database: 'shared' } or 'fresh'");
    },
  },
) as OpenDatabase['db'];

/**
 * The database the test apps run on: `API_TEST_DATABASE` (`postgres` or `pglite`) when set, else
 * the PostgreSQL server of TEST_DATABASE_URL when there is one (CI, ADR 0115), else PGlite. On a
 * server each app gets its own database, copied from a migrated and seeded template that each Jest
 * worker of the run creates once. Keep global-teardown.cjs's copy of this rule in step.
 */
const onPostgres =
  process.env.API_TEST_DATABASE === 'postgres' ||
  (process.env.API_TEST_DATABASE === undefined && Boolean(process.env.TEST_DATABASE_URL));

function serverDatabaseUrl(database: string): string {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('API_TEST_DATABASE=postgres needs TEST_DATABASE_URL');
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

async function onServer<T>(run: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: serverDatabaseUrl('postgres') });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

// Jest gives each test file a fresh module registry, but the workers of one run share a parent.
const runPrefix = `carclub_t${process.ppid}_w${process.env.JEST_WORKER_ID ?? '1'}`;
let databaseSequence = 0;

async function copyPostgresTemplate(): Promise<string> {
  const template = `${runPrefix}_template`;
  const exists = await onServer(async (client) => {
    const result = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [template]);
    return result.rowCount === 1;
  });
  if (!exists) {
    await onServer((client) => client.query(`CREATE DATABASE "${template}"`));
    const prepared = await openDatabase({ databaseUrl: serverDatabaseUrl(template) });
    await prepared.close();
  }
  const name = `${runPrefix}_${Date.now().toString(36)}_${++databaseSequence}`;
  await onServer((client) => client.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`));
  return name;
}

async function openPostgresTestDatabase(): Promise<OpenDatabase> {
  const name = await copyPostgresTemplate();
  const opened = await openDatabase({ databaseUrl: serverDatabaseUrl(name), seed: false });
  return {
    db: opened.db,
    listen: opened.listen,
    close: async () => {
      await opened.close();
      await onServer((client) => client.query(`DROP DATABASE IF EXISTS "${name}"`));
    },
  };
}

/** Whether this run's apps are on the PostgreSQL server of TEST_DATABASE_URL. */
export const testsOnPostgres = onPostgres;

/**
 * One database of the PostgreSQL server for several apps at once, as API processes share one in
 * production: `open` connects another app (each closes its own pool), `drop` removes it at the end.
 */
export async function sharedPostgresTestDatabase(): Promise<{
  /** Its DATABASE_URL, for a server process of its own. */
  url: string;
  open: () => Promise<OpenDatabase>;
  drop: () => Promise<void>;
}> {
  const name = await copyPostgresTemplate();
  const url = serverDatabaseUrl(name);
  return {
    url,
    open: () => openDatabase({ databaseUrl: url, prepared: true }),
    drop: async () => {
      await onServer((client) => client.query(`DROP DATABASE IF EXISTS "${name}"`));
    },
  };
}

export function openTestDatabase(kind: TestDatabase): () => Promise<OpenDatabase> {
  return async () => {
    if (kind === 'none') return { db: noDatabase, close: async () => {} };
    // A template in use cannot be copied, so on a server even `shared` gets its own copy.
    if (onPostgres) return openPostgresTestDatabase();
    const template = await templateDatabase();
    if (kind === 'shared') {
      return { db: drizzleOn(template), close: async () => {}, listen: pgliteListen(template) };
    }
    const client = (await template.clone()) as PGlite;
    return { db: drizzleOn(client), close: () => client.close(), listen: pgliteListen(client) };
  };
}

/** A throw-away folder, removed again by `removeTempDir`. */
export function makeTempDir(): Promise<string> {
  return mkdtemp(path.join(tmpdir(), 'carclub-api-test-'));
}

export function removeTempDir(dir: string): Promise<void> {
  return rm(dir, { recursive: true, force: true });
}

/** Writes `files` (relative path → content) under `root`, creating folders as needed. */
export async function writeFiles(root: string, files: Record<string, string>): Promise<void> {
  for (const [relative, content] of Object.entries(files)) {
    const file = path.join(root, relative);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, content);
  }
}

/** Keeps tests from generating a secret file in the repository's default DATA_DIR. */
export const TEST_JWT_SECRET = 'test-secret-that-is-at-least-32-characters-long';

export interface BuildTestAppOptions extends BuildAppOptions {
  /** Default `none`; see TestDatabase. */
  database?: TestDatabase;
}

/**
 * Whether the test apps keep their media in the S3 server of global-setup.ts (`API_TEST_STORAGE=s3`,
 * `pnpm test:api:s3`) rather than in their DATA_DIR's folder.
 */
export const testsOnS3 = process.env.API_TEST_STORAGE === 's3';

/** Each app's own folder of the run's bucket, so apps never see each other's files. */
function testStorageEnv(): Record<string, string> {
  if (!testsOnS3) return {};
  const endpoint = process.env.API_TEST_S3_ENDPOINT;
  if (!endpoint) throw new Error('API_TEST_STORAGE=s3 needs the S3 server of global-setup.ts');
  return s3TestEnv(endpoint, `app-${randomUUID()}`);
}

/**
 * Builds the real app on a config read from `env`, logging nothing unless asked to; with an
 * in-memory PGlite database, already migrated and seeded, when `database` asks for one; its media
 * in the run's S3 server with `API_TEST_STORAGE=s3`.
 */
export function buildTestApp(
  env: Record<string, string>,
  { database = 'none', ...options }: BuildTestAppOptions = {},
): App {
  const config = { LOG_LEVEL: 'silent', JWT_SECRET: TEST_JWT_SECRET, ...testStorageEnv(), ...env };
  return buildApp(loadConfig(config), {
    inMemoryDatabase: true,
    openDatabase: openTestDatabase(database),
    ...options,
  });
}

export interface UseTestAppOptions extends BuildTestAppOptions {
  /**
   * Config besides DATA_DIR and SITE_DIR, which point at the app's own temporary folder (a
   * function of that folder, to put either elsewhere in it).
   */
  env?: Record<string, string> | ((dataDir: string) => Record<string, string>);
  /** Files of a built site (path → content): SITE_DIR is then the folder `site` holding them. */
  site?: Record<string, string>;
  /** Runs before the app gets ready: files its start-up should find, for example. */
  prepare?: (dataDir: string) => Promise<void>;
}

export interface UsedTestApp {
  /** The app of the file (useTestApp) or of the test that runs (useTestAppEach). */
  app: App;
  /** The temporary folder of the app's DATA_DIR and SITE_DIR, removed after the app closes. */
  dataDir: string;
}

/** Builds the app `options` describe on a new temporary folder; `prepare` writes its files. */
function buildUsedTestApp({
  env = {},
  database = 'fresh',
  site,
  prepare,
  ...options
}: UseTestAppOptions): UsedTestApp & { prepare(): Promise<void>; dispose(): Promise<void> } {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'carclub-api-test-'));
  const config = typeof env === 'function' ? env(dataDir) : env;
  const siteDir = site === undefined ? dataDir : path.join(dataDir, 'site');
  const app = buildTestApp(
    { DATA_DIR: dataDir, SITE_DIR: siteDir, ...config },
    { database, ...options },
  );
  return {
    app,
    dataDir,
    prepare: async () => {
      if (site !== undefined) await writeFiles(siteDir, site);
      await prepare?.(dataDir);
    },
    dispose: async () => {
      await app.close();
      await removeTempDir(dataDir);
    },
  };
}

/**
 * The set-up of a test file (or `describe`) that shares one app: registers the `beforeAll` that
 * readies it (on a fresh copy of the migrated and seeded database unless `database` says
 * otherwise) and the `afterAll` that closes it and removes its folder. Call it in the `describe`'s
 * body, before the hooks that use the app; routes and hooks a test adds can be added at once.
 */
export function useTestApp(options: UseTestAppOptions = {}): UsedTestApp {
  // Fastify loads no plugin before ready(), so building the app here opens nothing yet.
  const used = buildUsedTestApp(options);
  beforeAll(async () => {
    await used.prepare();
    await used.app.ready();
  }, DATABASE_TIMEOUT_MS);
  // Closing waits for the database's shutdown, as opening did: as slow on a busy machine.
  afterAll(() => used.dispose(), DATABASE_TIMEOUT_MS);
  return { app: used.app, dataDir: used.dataDir };
}

/**
 * `count` apps on one database of the PostgreSQL server (`sharedPostgresTestDatabase`), as the API
 * processes of one site are, each on a folder of its own: built and ready before the tests, closed
 * after, with their folders and the database. The list fills in its `beforeAll`, so read it
 * inside tests and hooks. For the two-process tests, in a `describe` run on PostgreSQL only.
 */
export function useAppsOnOneDatabase(count: number, options: UseTestAppOptions = {}): App[] {
  const apps: App[] = [];
  const used: ReturnType<typeof buildUsedTestApp>[] = [];
  let database: Awaited<ReturnType<typeof sharedPostgresTestDatabase>> | undefined;
  beforeAll(async () => {
    const shared = await sharedPostgresTestDatabase();
    database = shared;
    for (let index = 0; index < count; index += 1) {
      const one = buildUsedTestApp({
        ...options,
        openDatabase: shared.open,
        databasePrepared: true,
      });
      used.push(one);
      await one.prepare();
      await one.app.ready();
      apps.push(one.app);
    }
  }, DATABASE_TIMEOUT_MS);
  afterAll(async () => {
    await Promise.all(used.map((one) => one.dispose()));
    await database?.drop();
  }, DATABASE_TIMEOUT_MS);
  return apps;
}

/**
 * useTestApp for a `describe` whose tests each need an app and a folder of their own (they change
 * its files, say): a new one is ready before each test and gone after it. Read `.app` and
 * `.dataDir` inside the tests and hooks, never destructured in the `describe`'s body.
 */
export function useTestAppEach(options: UseTestAppOptions = {}): UsedTestApp {
  let current: ReturnType<typeof buildUsedTestApp> | undefined;
  const now = () => {
    if (current === undefined) throw new Error('useTestAppEach: the app exists only in a test');
    return current;
  };
  beforeEach(async () => {
    current = buildUsedTestApp(options);
    await current.prepare();
    await current.app.ready();
  }, DATABASE_TIMEOUT_MS);
  afterEach(async () => {
    await current?.dispose();
    current = undefined;
  }, DATABASE_TIMEOUT_MS);
  return {
    get app() {
      return now().app;
    },
    get dataDir() {
      return now().dataDir;
    },
  };
}

/**
 * One test's own app, for a test that needs a config, log stream or database of its own: built as
 * useTestApp builds it (the same options, a fresh database unless `database` says otherwise), its
 * site files written, then `test` runs, and the app is closed and its folder removed whatever
 * happens. The app is not yet ready, so `test` can add routes first (`inject` readies it).
 */
export async function withTestApp<T>(
  options: UseTestAppOptions,
  test: (app: App, dataDir: string) => Promise<T>,
): Promise<T> {
  const used = buildUsedTestApp(options);
  try {
    await used.prepare();
    return await test(used.app, used.dataDir);
  } finally {
    await used.dispose();
  }
}
