import { matchRoutes, type RouteObject } from '@carclub/router';
import { useSessionStore } from '@carclub/session';

import { loadRemoteModule } from './load-remote';
import { mayLoadRemote, remoteForPath } from './registry';
import { isUnavailable } from './runtime-plugins';

/**
 * Warms what a navigation to `path` will need: the owning remote's manifest, entry and routes,
 * then the page chunk of every route that matches. Failures are left for the navigation to show.
 */
export async function preloadPath(path: string): Promise<void> {
  const pathname = new URL(path, window.location.origin).pathname;
  const remote = remoteForPath(pathname);
  if (!remote || !mayLoadRemote(remote, useSessionStore.getState().user)) return;
  const module = await loadRemoteModule(remote);
  if (isUnavailable(module)) return;
  const matches = matchRoutes(module.routes as RouteObject[], pathname) ?? [];
  await Promise.all(
    matches.flatMap(({ route }) =>
      typeof route.lazy === 'function' ? [route.lazy().catch(() => undefined)] : [],
    ),
  );
}
