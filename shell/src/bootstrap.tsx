import { registerPlugins } from '@module-federation/enhanced/runtime';
import { createRoot } from 'react-dom/client';
import { readRuntimeConfig } from '@carclub/contracts/deploy';
import { initI18n } from '@carclub/i18n';
import { configureSession, startSession } from '@carclub/session';

import { App } from './app/app';
import { createAppRouter, sessionNavigator } from './app/router';
import './i18n';
import { loadRegistry } from './lib/federation/registry';
import { fallbackPlugin, retryPlugin } from './lib/federation/runtime-plugins';
import { initMonitoring, reportError } from './lib/monitoring';

async function main(): Promise<void> {
  const config = readRuntimeConfig();
  initMonitoring(config);
  registerPlugins([
    retryPlugin(),
    fallbackPlugin((id, error) => reportError(error, { remote: id })),
  ]);
  // Every remote is registered before the first route can load one.
  await Promise.all([initI18n(), loadRegistry()]);

  const router = createAppRouter();
  configureSession({ navigate: sessionNavigator(router), reportError });
  void startSession({ baseURL: config.apiBaseUrl });

  createRoot(document.getElementById('root')!).render(<App router={router} />);
}

void main();
