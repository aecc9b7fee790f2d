/**
 * What a remote's `./routes` module exports and the shell consumes. Type-only plus one tiny
 * helper, so remotes can import it without pulling any build tooling into the browser.
 */
import type { RouteObject } from 'react-router-dom';

export type Access = 'public' | 'guest' | 'user' | 'owner' | 'admin';

export interface RouteHandle {
  access: Access;
  /** i18n key (in the remote's namespace) of the page title, shown in the document title. */
  titleKey?: string;
}

export type RemoteRoute = RouteObject & { handle: RouteHandle; children?: RemoteRoute[] };

export interface BuildInfo {
  name: string;
  version: string;
  releaseId: string;
  builtAt: string;
}

export interface RemoteModule {
  build: BuildInfo;
  routes: RemoteRoute[];
}

declare global {
  /** Injected at build time by the webpack DefinePlugin (see webpack-config.ts). */
  const __CARCLUB_BUILD__: BuildInfo;
}

export function defineRemote(routes: RemoteRoute[]): RemoteModule {
  return { build: __CARCLUB_BUILD__, routes };
}
