import cluster, { type Worker } from 'node:cluster';
import { hostname } from 'node:os';

import type { AppConfig, LogLevel } from './config';
import { loadJwtSecret } from './lib/server-secret';
import { openDatabase } from './plugins/db';
import {
  PREPARED_WORKER_ENV,
  readyMessage,
  restartDelayMs,
  SHUTDOWN_DEADLINE_MS,
  SHUTDOWN_MESSAGE,
  STABLE_SERVER_MS,
} from './lifecycle';

const PINO_LEVELS: Record<LogLevel, number> = {
  trace: 10,
  debug: 20,
  info: 30,
  warn: 40,
  error: 50,
  fatal: 60,
  silent: Infinity,
};

type PrimaryLog = (
  level: Exclude<LogLevel, 'silent'>,
  fields: Record<string, unknown>,
  msg: string,
) => void;

/**
 * The primary runs no Fastify app, so it writes its few lines itself, in the workers' (pino's)
 * JSON shape, so that one log pipeline reads both.
 */
function primaryLog(threshold: LogLevel): PrimaryLog {
  const host = hostname();
  return (level, fields, msg) => {
    if (PINO_LEVELS[level] < PINO_LEVELS[threshold]) return;
    const line = { level: PINO_LEVELS[level], time: Date.now(), pid: process.pid, hostname: host };
    process.stdout.write(`${JSON.stringify({ ...line, role: 'primary', ...fields, msg })}\n`);
  };
}

/**
 * The `node:cluster` primary of a server on PostgreSQL: migrates and seeds the database once, forks
 * `config.webConcurrency` workers that share the port, replaces a worker that dies (backing off
 * while they keep dying young), and on SIGTERM or SIGINT asks every worker to shut down gracefully
 * and exits once they have: 0 when all of them stopped cleanly within the deadline, else 1.
 */
export async function runPrimary(config: AppConfig): Promise<void> {
  const log = primaryLog(config.logLevel);

  // Once, before any worker starts: N workers would each take the migration lock and re-seed in
  // turn, and racing to generate the JWT secret would be settled only by the file system.
  const prepared = await openDatabase({ databaseUrl: config.databaseUrl });
  await prepared.close();
  await loadJwtSecret({ jwtSecret: config.jwtSecret, dataDir: config.dataDir });

  const startedAt = new Map<Worker, number>();
  let anyListening = false;
  let closing = false;
  let cleanExits = true;
  let quickDeaths = 0;
  let pendingRestarts = 0;
  const restartTimers = new Set<NodeJS.Timeout>();

  const fork = () => startedAt.set(cluster.fork({ [PREPARED_WORKER_ENV]: '1' }), Date.now());

  const finishIfDone = () => {
    if (closing && startedAt.size === 0 && pendingRestarts === 0) {
      log('info', { clean: cleanExits }, 'stopped');
      process.exit(cleanExits ? 0 : 1);
    }
  };

  cluster.on('listening', (worker) => {
    // The site is up with its first worker: `pnpm start`'s supervisor prints where it is.
    if (!anyListening) process.send?.(readyMessage(config));
    anyListening = true;
    log('info', { worker: worker.process.pid }, 'worker listening');
  });

  cluster.on('exit', (worker, code, signal) => {
    const lived = Date.now() - (startedAt.get(worker) ?? Date.now());
    startedAt.delete(worker);
    if (closing) {
      if (code !== 0) cleanExits = false;
      finishIfDone();
      return;
    }
    if (!anyListening) {
      // The site never came up (the port is taken, the code cannot load): a start failure, as
      // with one process, not a crash loop to sit in. The worker has said why on stderr.
      log('fatal', { worker: worker.process.pid, code, signal }, 'a worker failed to start');
      for (const other of startedAt.keys()) other.process.kill('SIGKILL');
      process.exit(1);
    }
    quickDeaths = lived < STABLE_SERVER_MS ? quickDeaths + 1 : 0;
    const delayMs = restartDelayMs(quickDeaths);
    log(
      'error',
      { worker: worker.process.pid, code, signal, livedMs: lived, restartInMs: delayMs },
      'a worker died; starting another',
    );
    pendingRestarts += 1;
    const timer = setTimeout(() => {
      restartTimers.delete(timer);
      pendingRestarts -= 1;
      if (!closing) fork();
      else finishIfDone();
    }, delayMs);
    restartTimers.add(timer);
  });

  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) {
      // A second signal: the operator does not want to wait for in-flight requests.
      for (const worker of startedAt.keys()) worker.process.kill('SIGKILL');
      process.exit(1);
    }
    closing = true;
    log('info', { signal, workers: startedAt.size }, 'shutting down');
    for (const timer of restartTimers) clearTimeout(timer);
    restartTimers.clear();
    pendingRestarts = 0;
    for (const worker of startedAt.keys()) {
      // A message, not a signal: a worker that got the terminal's Ctrl+C itself is already
      // closing, and a second signal would make it give up on its in-flight requests.
      if (worker.isConnected()) worker.send(SHUTDOWN_MESSAGE);
      else worker.process.kill('SIGTERM');
    }
    setTimeout(() => {
      log('error', { ms: SHUTDOWN_DEADLINE_MS }, 'shutdown took too long; exiting');
      for (const worker of startedAt.keys()) worker.process.kill('SIGKILL');
      process.exit(1);
    }, SHUTDOWN_DEADLINE_MS).unref();
    finishIfDone();
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);

  log('info', { workers: config.webConcurrency }, 'starting workers');
  for (let index = 0; index < config.webConcurrency; index += 1) fork();
}
