/**
 * What a remote's `./routes` module exports and the shell consumes. Type-only plus one tiny
 * helper, so remotes can import it without pulling any build tooling into the browser.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { Params, RouteObject } from '@carclub/router';

export type Access = 'public' | 'guest' | 'user' | 'owner' | 'admin';

/** What a page's data prefetch gets when the server renders it. */
export interface PrefetchContext {
  /** The request's own client: what is fetched into it is rendered and sent along for hydration. */
  queryClient: QueryClient;
  params: Params;
  searchParams: URLSearchParams;
}

export interface RouteHandle {
  access: Access;
  /** i18n key (in the remote's namespace) of the page title, shown in the document title. */
  titleKey?: string;
  /**
   * A public page's data for the server render: fetches into `queryClient` exactly the queries the
   * page asks for on its first render, so the HTML shows them and the browser starts from them.
   * Import the page's query options inside it (`await import(…)`): the browser never calls it, so
   * its code must not weigh on the routes module. A page without it renders its loading state.
   */
  prefetch?: (context: PrefetchContext) => Promise<unknown>;
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
