import * as Sentry from '@sentry/react';

import type { RuntimeConfig } from '@carclub/contracts/deploy';

jest.mock('@sentry/react', () => ({
  init: jest.fn(),
  captureException: jest.fn(),
  browserTracingIntegration: jest.fn(() => ({ name: 'BrowserTracing' })),
}));

const config = (sentryDsn: string | null): RuntimeConfig => ({
  apiBaseUrl: '/api',
  sentryDsn,
  environment: 'production',
  release: 'carclub@1.0.0',
});

describe('monitoring', () => {
  beforeEach(() => jest.clearAllMocks());

  const freshModule = () => {
    let module!: typeof import('../monitoring');
    jest.isolateModules(() => {
      module = jest.requireActual<typeof import('../monitoring')>('../monitoring');
    });
    return module;
  };
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('stays off without a DSN: no init, nothing reported', async () => {
    const { initMonitoring, reportError } = freshModule();
    initMonitoring(config(null));
    reportError(new Error('boom'));
    await settle();
    expect(Sentry.init).not.toHaveBeenCalled();
    expect(Sentry.captureException).not.toHaveBeenCalled();
  });

  it('starts once with the DSN, 10% trace sampling and the production environment, then reports', async () => {
    const { initMonitoring, reportError } = freshModule();
    initMonitoring(config('https://key@o1.ingest.sentry.io/1'));
    initMonitoring(config('https://key@o1.ingest.sentry.io/1'));
    const error = new Error('boom');
    reportError(error, { remote: 'mf_garage/routes' });
    await settle();
    expect(Sentry.captureException).toHaveBeenCalledWith(error, {
      extra: { remote: 'mf_garage/routes' },
    });
    expect(Sentry.init).toHaveBeenCalledTimes(1);
    expect(Sentry.init).toHaveBeenCalledWith(
      expect.objectContaining({
        dsn: 'https://key@o1.ingest.sentry.io/1',
        tracesSampleRate: 0.1,
        environment: 'production',
        release: 'carclub@1.0.0',
      }),
    );
  });
});
