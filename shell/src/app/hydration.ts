import { matchRoutes, type RouteObject } from '@carclub/router';
import { currentLanguage } from '@carclub/i18n';

import { loadRemoteModule } from '../lib/federation/load-remote';
import { registeredRemotes, type RemoteEntry } from '../lib/federation/registry';
import { isUnavailable } from '../lib/federation/runtime-plugins';
import type { ServerState } from '../server/server-state';
import { remoteRouteGroups } from './remote-routes';
import { shellRoutes, withRemoteRoutes } from './routes';

export interface HydrationPlan {
  routes: RouteObject[];
  mountedRemote: RemoteEntry | null;
}

/**
 * Loads the route code of every route the current address matches, as the server had it when it
 * rendered: hydrating a route whose page is still a lazy import would render the loading state and
 * not match the server's HTML.
 */
async function resolveLazyMatches(routes: RouteObject[]): Promise<void> {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const properties = await route.lazy();
      Object.assign(route, properties, { lazy: undefined });
    }),
  );
}

/**
 * False when a page's code could not be loaded (its chunk is gone after a deploy, the network
 * dropped it): the page is then rendered afresh, and its route's error element deals with the
 * failure (one reload, then the error page). Thrown out of the start, it left the server's HTML on
 * screen with an app that never started.
 */
async function lazyMatchesResolved(routes: RouteObject[]): Promise<boolean> {
  try {
    await resolveLazyMatches(routes);
    return true;
  } catch {
    return false;
  }
}

/**
 * How to hydrate the page the server rendered with `state`: the shell's routes with the same
 * remote release's routes in place. Null when the browser cannot render the very same page (the
 * language it would use differs, a deploy replaced the shell or the remote meanwhile, the remote
 * failed to load, a page's code failed to load): the page is then rendered afresh, as one the
 * server had left to the browser.
 */
export async function planHydration(state: ServerState): Promise<HydrationPlan | null> {
  if (state.shellReleaseId !== __CARCLUB_BUILD__.releaseId) return null;
  if (state.language !== currentLanguage()) return null;
  if (!state.remote) {
    return (await lazyMatchesResolved(shellRoutes))
      ? { routes: shellRoutes, mountedRemote: null }
      : null;
  }
  const { name, releaseId } = state.remote;
  const remote = registeredRemotes().find((entry) => entry.name === name);
  if (remote?.releaseId !== releaseId) return null;
  const module = await loadRemoteModule(remote);
  if (isUnavailable(module)) return null;
  const routes = withRemoteRoutes(remoteRouteGroups(remote, module));
  return (await lazyMatchesResolved(routes)) ? { routes, mountedRemote: remote } : null;
}
