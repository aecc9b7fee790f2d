import path from 'node:path';

import type { moduleFederationPlugin } from '@module-federation/enhanced';

import type { AppDescriptor } from './apps';
import { sharedFor } from './shared';

/** The one module every remote exposes: its route objects (see ./remote-contract). */
export const ROUTES_EXPOSE = './routes';

/**
 * The runtime plugin that hands the shell's federation runtime to the remotes. Its ES module
 * build, not the CommonJS one `experiments.provideExternalRuntime` picks: the shell's runtime is
 * bundled from the ES modules, and the CommonJS build would bundle a second copy (24 KB gzip).
 */
const PROVIDE_RUNTIME_PLUGIN = path.join(
  path.dirname(require.resolve('@module-federation/inject-external-runtime-core-plugin')),
  'index.js',
);

/**
 * ModuleFederationPlugin options for any of the six apps. The shell registers remotes at
 * runtime from remotes.json, so no app names another at build time.
 */
export function federationOptions(
  app: AppDescriptor,
  mode: 'production' | 'development' = 'production',
): moduleFederationPlugin.ModuleFederationPluginOptions {
  const isShell = app.name === 'shell';
  return {
    // In production a remote runs only inside the shell, so it uses the shell's federation
    // runtime instead of carrying a copy (about 30 KB and 100 ms of a phone's CPU per remote
    // page). A development remote also runs standalone, where no shell provides one. ADR 0086.
    ...(mode === 'production' &&
      (isShell
        ? { runtimePlugins: [PROVIDE_RUNTIME_PLUGIN] }
        : { experiments: { externalRuntime: true } })),
    name: app.federationName,
    filename: isShell ? undefined : 'remoteEntry.js',
    exposes: isShell ? undefined : { [ROUTES_EXPOSE]: './src/routes.tsx' },
    remotes: {},
    shared: sharedFor(app),
    // A page uses whatever copy of a singleton loaded first, so a remote built later against a
    // newer patch release does not pull a second React into a running page.
    shareStrategy: 'loaded-first',
    manifest: isShell ? false : { fileName: 'mf-manifest.json' },
    dts: false,
  };
}
