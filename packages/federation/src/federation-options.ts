import type { moduleFederationPlugin } from '@module-federation/enhanced';

import type { AppDescriptor } from './apps';
import { sharedFor } from './shared';

/** The one module every remote exposes: its route objects (see ./remote-contract). */
export const ROUTES_EXPOSE = './routes';

/**
 * ModuleFederationPlugin options for any of the five apps. The shell registers remotes at
 * runtime from remotes.json, so no app names another at build time.
 */
export function federationOptions(
  app: AppDescriptor,
): moduleFederationPlugin.ModuleFederationPluginOptions {
  const isShell = app.name === 'shell';
  return {
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
