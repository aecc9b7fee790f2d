import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';

const SHUTDOWN_SIGNALS = ['SIGINT', 'SIGTERM'] as const;

async function start(): Promise<void> {
  const config = loadConfig();
  const app = buildApp(config);

  let closing = false;
  for (const signal of SHUTDOWN_SIGNALS) {
    process.on(signal, () => {
      // A second Ctrl+C means the operator does not want to wait for in-flight requests.
      if (closing) process.exit(1);
      closing = true;
      app.log.info({ signal }, 'shutting down');
      app.close().then(
        () => process.exit(0),
        (error: unknown) => {
          app.log.error({ err: error }, 'shutdown failed');
          process.exit(1);
        },
      );
    });
  }

  await app.listen({ host: config.host, port: config.port });
}

start().catch((error: unknown) => {
  const message =
    error instanceof ConfigError
      ? error.message
      : error instanceof Error
        ? error.stack
        : String(error);
  process.stderr.write(`CarClub API failed to start.\n${message}\n`);
  process.exit(1);
});
