import path from 'node:path';

import Fastify, { LogController } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';

import type { App } from './app-type';
import type { AppConfig } from './config';
import type { OidcFetch } from './lib/auth';
import { mailOutboxDir } from './lifecycle';
import { loggerOptions, type LogStream } from './lib/logger';
import { isInProcessCall } from './lib/server-render';
import compression from './plugins/compression';
import auth from './plugins/auth';
import backgroundTasks from './plugins/background-tasks';
import db, { type OpenDatabase } from './plugins/db';
import errorHandler, { frameworkErrorHandler } from './plugins/error-handler';
import googleSignIn from './plugins/google-sign-in';
import imageVariants from './plugins/image-variants';
import jobs from './plugins/jobs';
import mail from './plugins/mail';
import notifications from './plugins/notifications';
import openapi from './plugins/openapi';
import passwordPolicy from './plugins/password-policy';
import rateLimit from './plugins/rate-limit';
import reminderJobs from './plugins/reminder-jobs';
import scheduledJobs from './plugins/scheduled-jobs';
import securityHeaders, { securityHeadersWriter } from './plugins/security-headers';
import site, { searchEngines } from './site';
import storage from './plugins/storage';
import vehicleViews from './plugins/vehicle-views';
import routes from './routes';

export const API_PREFIX = '/api';
const PLUGIN_TIMEOUT_MS = 120_000;

export interface BuildAppOptions {
  /** Receives the JSON log lines instead of stdout. */
  logStream?: LogStream;
  /**
   * Keeps the embedded database in memory instead of `DATA_DIR/db` (tests: a fresh database per
   * app). Ignored when `DATABASE_URL` is set.
   */
  inMemoryDatabase?: boolean;
  /** Opens the database instead of the default driver selection, migrations and seed (tests). */
  openDatabase?: () => Promise<OpenDatabase>;
  /** How the server reaches the Google sign-in provider (tests: an in-process provider). */
  googleFetch?: OidcFetch;
  /**
   * The PostgreSQL database of `DATABASE_URL` is already migrated and seeded (a cluster worker,
   * whose primary did it once): the app only connects.
   */
  databasePrepared?: boolean;
}

/**
 * The whole server as a plugin composition: cross-cutting plugins first (so their hooks cover every
 * route registered after them), then the API under `/api`, then the static host of the site.
 * Nothing listens here; `server.ts` does, and tests use `app.inject`.
 */
export function buildApp(
  config: AppConfig,
  {
    logStream,
    inMemoryDatabase = false,
    openDatabase,
    googleFetch,
    databasePrepared = false,
  }: BuildAppOptions = {},
): App {
  const securityHeaderOptions = { publicUrl: config.publicUrl, sentryDsn: config.sentryDsn };
  const app = Fastify({
    logger: loggerOptions(config.logLevel, logStream),
    // A rendered page's calls of the API in-process are part of the page's request, logged once.
    logController: new LogController({ disableRequestLogging: isInProcessCall }),
    trustProxy: config.trustProxy,
    // The first start migrates and seeds the database, which on a slow disk or a busy test
    // machine takes longer than Fastify's default 10 s allowance for a plugin.
    pluginTimeout: PLUGIN_TIMEOUT_MS,
    frameworkErrors: frameworkErrorHandler(securityHeadersWriter(securityHeaderOptions)),
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);

  app.register(errorHandler);
  app.register(securityHeaders, securityHeaderOptions);
  app.register(compression);
  app.register(openapi, { apiPrefix: API_PREFIX });
  app.register(passwordPolicy);
  app.register(db, {
    databaseUrl: config.databaseUrl,
    pgliteDir: inMemoryDatabase ? undefined : path.join(config.dataDir, 'db'),
    open: openDatabase,
    prepared: databasePrepared,
  });
  app.register(storage, { dataDir: config.dataDir, s3: config.s3, jwtSecret: config.jwtSecret });
  app.register(auth, { jwtSecret: config.jwtSecret, dataDir: config.dataDir });
  app.register(googleSignIn, {
    google: config.google,
    publicUrl: config.publicUrl,
    redirectUri: `${config.publicUrl}${API_PREFIX}/auth/google/callback`,
    jwtSecret: config.jwtSecret,
    dataDir: config.dataDir,
    fetch: googleFetch,
  });
  app.register(notifications, { jwtSecret: config.jwtSecret, dataDir: config.dataDir });
  app.register(rateLimit);
  app.register(backgroundTasks);
  app.register(jobs);
  app.register(vehicleViews);
  app.register(mail, {
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    outboxDir: mailOutboxDir(config.dataDir),
  });
  app.register(reminderJobs);
  app.register(scheduledJobs);
  app.register(imageVariants);

  app.register(routes, { prefix: API_PREFIX });
  app.register(searchEngines);
  app.register(site, {
    siteDir: config.siteDir,
    apiPrefix: API_PREFIX,
    runtimeConfig: {
      apiBaseUrl: API_PREFIX,
      sentryDsn: config.sentryDsn ?? null,
      environment: config.sentryEnvironment,
      release: config.sentryRelease,
      ...(config.google ? { googleSignIn: true } : {}),
    },
  });

  return app;
}
