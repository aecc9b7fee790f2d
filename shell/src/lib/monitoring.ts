import * as Sentry from '@sentry/react';

import type { RuntimeConfig } from '../app/runtime-config';

let enabled = false;

/** Sentry starts only with a DSN, so a site without one makes no reporting calls at all. */
export function initMonitoring(config: RuntimeConfig): void {
  if (!config.sentryDsn || enabled) return;
  Sentry.init({
    dsn: config.sentryDsn,
    environment: config.environment,
    release: config.release ?? undefined,
    tracesSampleRate: 0.1,
    integrations: [Sentry.browserTracingIntegration()],
  });
  enabled = true;
}

/** For errors the UI recovered from (error boundaries, failed remotes): reported, not thrown. */
export function reportError(error: unknown, context?: Record<string, unknown>): void {
  if (!enabled) return;
  Sentry.captureException(error, context ? { extra: context } : undefined);
}
