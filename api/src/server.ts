import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { DatabaseStartError } from './db/data-dir-lock';
import { startEventLoopWatchdog } from './event-loop-watchdog';

const SHUTDOWN_SIGNALS = ['SIGINT', 'SIGTERM'] as const;
/**
 * In-flight requests get this long to finish and the database to close; then the process exits
 * anyway (non-zero). Supervisors commonly kill after 10 s, so the process is gone before that.
 */
const SHUTDOWN_DEADLINE_MS = 9_000;
/**
 * An event loop stuck this long (the embedded database hung after a fault) kills the process;
 * with the deadline above, a faulted server is gone within 10 s whichever way it fails.
 */
const STALLED_LOOP_MS = 5_000;

async function start(): Promise<void> {
  const config = loadConfig();
  const app = buildApp(config);

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

  // A keep-alive connection would hold the shutdown open until the deadline: the answer to a
  // request in flight when it began is the connection's last.
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });

  await app.ready();
  app.dbHealth.onFault((fault) => {
    if (closing) return;
    app.log.fatal(
      { err: fault },
      'the embedded database failed; finishing in-flight requests, then exiting so that a supervisor restarts the server',
    );
    shutdown('database fault', 1);
  });

  await app.listen({ host: config.host, port: config.port });
  if (config.databaseUrl === undefined) startEventLoopWatchdog({ stalledMs: STALLED_LOOP_MS });
}

start().catch((error: unknown) => {
  // A start refused for a reason the operator can act on is one line, without a stack.
  const message =
    error instanceof DatabaseStartError
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
