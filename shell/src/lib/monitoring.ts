import type { RuntimeConfig } from '@carclub/contracts/deploy';

type Sentry = typeof import('@sentry/react');

let sentry: Promise<Sentry> | null = null;

/**
 * Sentry loads and starts only with a DSN: a site without one downloads none of its code and
 * makes no reporting calls. Errors before it has loaded wait for it rather than being lost.
 */
export function initMonitoring(config: RuntimeConfig): void {
  if (!config.sentryDsn || sentry) return;
  const dsn = config.sentryDsn;
  sentry = import('@sentry/react').then((module) => {
    module.init({
      dsn,
      environment: config.environment,
      release: config.release ?? undefined,
      tracesSampleRate: 0.1,
      integrations: [module.browserTracingIntegration()],
    });
    return module;
  });
}

/** For errors the UI recovered from (error boundaries, failed remotes): reported, not thrown. */
export function reportError(error: unknown, context?: Record<string, unknown>): void {
  void sentry?.then((module) =>
    module.captureException(error, context ? { extra: context } : undefined),
  );
}
