import cluster from 'node:cluster';

import type { AppConfig } from './config';
import { ConfigError, loadConfig } from './config';
import { DatabaseStartError } from './db/data-dir-lock';
import { startEventLoopWatchdog } from './event-loop-watchdog';
import {
  PREPARED_WORKER_ENV,
  readyMessage,
  SHUTDOWN_DEADLINE_MS,
  SHUTDOWN_MESSAGE,
} from './lifecycle';
import { assertSupportedRuntime, UnsupportedRuntimeError } from './runtime';

const SHUTDOWN_SIGNALS = ['SIGINT', 'SIGTERM'] as const;
/**
 * An event loop stuck this long (the embedded database hung after a fault) kills the process;
 * with the deadline above, a faulted server is gone within 10 s whichever way it fails.
 */
const STALLED_LOOP_MS = 5_000;

/** One process serving the site: the only one, or a worker of the cluster primary. */
async function serve(config: AppConfig): Promise<void> {
  // Loaded here, not at the top: a cluster primary serves nothing and need not hold the app's code.
  const { buildApp } = await import('./app');
  // Our primary migrated and seeded the database before forking this worker.
  const app = buildApp(config, {
    databasePrepared: cluster.isWorker && process.env[PREPARED_WORKER_ENV] === '1',
  });

  let closing = false;
  const shutdown = (reason: string, exitCode: number) => {
    closing = true;
    const deadline = setTimeout(() => {
      app.log.error({ reason, ms: SHUTDOWN_DEADLINE_MS }, 'shutdown took too long; exiting');
      process.exit(1);
    }, SHUTDOWN_DEADLINE_MS);
    app.close().then(
      () => {
        clearTimeout(deadline);
        app.log.info({ reason }, 'stopped');
        process.exit(exitCode);
      },
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };

  for (const signal of SHUTDOWN_SIGNALS) {
    process.on(signal, () => {
      // A second Ctrl+C means the operator does not want to wait for in-flight requests.
      if (closing) process.exit(1);
      app.log.info({ signal }, 'shutting down');
      shutdown(signal, 0);
    });
  }
  // A cluster worker, or the server `pnpm start` supervises (scripts/serve.mjs): either parent asks
  // over the IPC channel, so a signal the whole process group got is not delivered twice.
  if (process.send !== undefined) {
    process.on('message', (message) => {
      if (message !== SHUTDOWN_MESSAGE || closing) return;
      app.log.info('shutting down: asked by the parent process');
      shutdown('parent', 0);
    });
    // The parent is gone (killed): a worker gets no more connections, and a supervised server
    // would otherwise outlive its supervisor, holding the port and the data folder.
    process.on('disconnect', () => {
      if (closing) return;
      app.log.error('the parent process is gone; shutting down');
      shutdown('parent gone', 1);
    });
  }

  // A keep-alive connection would hold the shutdown open until the deadline: the answer to a
  // request in flight when it began is the connection's last.
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });

  await app.ready();
  if (config.databaseUrl === undefined && config.webConcurrencySet && config.webConcurrency > 1) {
    app.log.warn(
      { webConcurrency: config.webConcurrency },
      'WEB_CONCURRENCY is ignored: the embedded database (no DATABASE_URL) belongs to one process, so this one serves alone',
    );
  }
  app.dbHealth.onFault((fault) => {
    if (closing) return;
    app.log.fatal(
      { err: fault },
      'the embedded database failed; finishing in-flight requests, then exiting so that a supervisor restarts the server',
    );
    shutdown('database fault', 1);
  });

  await app.listen({ host: config.host, port: config.port });
  // To `pnpm start`'s supervisor, which prints where the site is (a cluster primary ignores it).
  process.send?.(readyMessage(config));
  if (config.databaseUrl === undefined) startEventLoopWatchdog({ stalledMs: STALLED_LOOP_MS });
}

async function start(): Promise<void> {
  assertSupportedRuntime();
  const config = loadConfig();
  if (cluster.isPrimary && config.databaseUrl !== undefined && config.webConcurrency > 1) {
    const { runPrimary } = await import('./cluster-primary');
    await runPrimary(config);
    return;
  }
  await serve(config);
}

start().catch((error: unknown) => {
  // A start refused for a reason the operator can act on is one line, without a stack.
  const message =
    error instanceof DatabaseStartError || error instanceof UnsupportedRuntimeError
      ? `CarClub API failed to start: ${error.message}`
      : `CarClub API failed to start.\n${
          error instanceof ConfigError
            ? error.message
            : error instanceof Error
              ? error.stack
              : String(error)
        }`;
  process.stderr.write(`${message}\n`);
  process.exit(1);
});
