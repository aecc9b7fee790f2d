import { registerPlugins } from '@module-federation/enhanced/runtime';
import { hydrate } from '@tanstack/react-query';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { readRuntimeConfig } from '@carclub/contracts/deploy';
import { initI18n } from '@carclub/i18n';
import { configureSession, queryClient, startSession } from '@carclub/session';

import { App } from './app/app';
import { planHydration } from './app/hydration';
import { createAppRouter, sessionNavigator } from './app/router';
import './i18n';
import { loadRegistry } from './lib/federation/registry';
import { fallbackPlugin, retryPlugin } from './lib/federation/runtime-plugins';
import { rememberLanguageOnSignIn } from './lib/member-language';
import { initMonitoring, reportError } from './lib/monitoring';
import { warmUpIntl } from './lib/warm-up-intl';
import { readServerState } from './server/server-state';

async function main(): Promise<void> {
  const config = readRuntimeConfig();
  initMonitoring(config);
  registerPlugins([
    retryPlugin(),
    fallbackPlugin((id, error) => reportError(error, { remote: id })),
  ]);
  // Every remote is registered before the first route can load one.
  await Promise.all([initI18n(), loadRegistry()]);

  const container = document.getElementById('root')!;
  const serverState = readServerState();
  if (serverState) warmUpIntl(serverState.language);
  const plan = serverState ? await planHydration(serverState) : null;
  const router = plan
    ? createAppRouter(plan.routes, { state: {}, mountedRemote: plan.mountedRemote })
    : createAppRouter();
  configureSession({ navigate: sessionNavigator(router), reportError });
  rememberLanguageOnSignIn();
  void startSession({ baseURL: config.apiBaseUrl });

  if (serverState && plan) {
    hydrate(queryClient, serverState.queries);
    // As a transition, hydration yields to the browser every few milliseconds instead of holding
    // the main thread for the whole page: taps and scrolls are not kept waiting (as Next.js does).
    startTransition(() => {
      hydrateRoot(container, <App router={router} start="hydrated" />);
    });
  } else {
    // Whatever the server sent (its layout, or nothing) gives way to the browser's render.
    createRoot(container).render(<App router={router} start="client" />);
  }
}

void main();
