import { createBrowserRouter, type HydrationState, type RouteObject } from '@carclub/router';
import { useSessionStore, waitForAuth } from '@carclub/session';

import {
  loadRemoteModule,
  reloadRemoteModule,
  type LoadedRemote,
} from '../lib/federation/load-remote';
import { mayLoadRemote, remoteForPath, type RemoteEntry } from '../lib/federation/registry';
import { isUnavailable } from '../lib/federation/runtime-plugins';
import { gatedRouteGroup, remoteRouteGroups, unavailableRouteGroup } from './remote-routes';
import { LAYOUT_ROUTE_ID, shellRoutes } from './routes';

type Patch = (routeId: string | null, children: RouteObject[]) => void;

/**
 * The router starts with the shell's own routes. The first navigation into a prefix a remote owns
 * loads that remote's `./routes` and patches them in (React Router's lazy route discovery), so the
 * shell never needs rebuilding when a remote adds or changes pages.
 */
export function createAppRouter(
  routes: RouteObject[] = shellRoutes,
  hydration?: { state: HydrationState; mountedRemote: RemoteEntry | null },
) {
  const mounted = new Map<string, 'ready' | 'unavailable'>();
  // The server rendered the page with this remote's routes already in place.
  if (hydration?.mountedRemote) mounted.set(hydration.mountedRemote.name, 'ready');
  const gated = new Set<string>();

  const mount = (remote: RemoteEntry, module: LoadedRemote, patch: Patch) => {
    if (isUnavailable(module)) {
      mounted.set(remote.name, 'unavailable');
      patch(
        LAYOUT_ROUTE_ID,
        unavailableRouteGroup(remote, () => retry(remote)),
      );
    } else {
      mounted.set(remote.name, 'ready');
      patch(LAYOUT_ROUTE_ID, remoteRouteGroups(remote, module));
    }
  };

  const router = createBrowserRouter(routes, {
    ...(hydration && { hydrationData: hydration.state }),
    async patchRoutesOnNavigation({ path, patch, signal }) {
      const remote = remoteForPath(new URL(path, window.location.origin).pathname);
      if (!remote || mounted.has(remote.name)) return;
      // A staff-only remote is not fetched at all for anyone else: its paths get the guard alone.
      if (remote.requires !== undefined && !mayLoadRemote(remote, await waitForAuth())) {
        if (signal.aborted || gated.has(remote.name)) return;
        gated.add(remote.name);
        patch(LAYOUT_ROUTE_ID, gatedRouteGroup(remote));
        loadOnceAllowed(remote);
        return;
      }
      const module = await loadRemoteModule(remote);
      // The router ignores the patch of a navigation interrupted meanwhile (a guard's redirect
      // racing the session's, two quick clicks); the navigation that replaced it patches instead.
      if (signal.aborted || mounted.has(remote.name)) return;
      mount(remote, module, patch);
    },
  });

  // The real routes rank above the "unavailable" and "gated" splat routes, so once they are
  // patched in, re-matching the current location shows the page.
  async function showLoaded(remote: RemoteEntry, module: LoadedRemote): Promise<void> {
    mount(remote, module, (id, children) => router.patchRoutes(id, children));
    const { pathname, search, hash } = router.state.location;
    await router.navigate({ pathname, search, hash }, { replace: true });
  }

  async function retry(remote: RemoteEntry): Promise<void> {
    const module = await reloadRemoteModule(remote);
    if (isUnavailable(module)) return;
    await showLoaded(remote, module);
  }

  /**
   * A gated remote loads as soon as the session holds someone who may load it: a staff member
   * whose user took longer to load than the guards wait (spec §4: 3 s, a busy phone), or who signs
   * in on this page. Otherwise the gate would let them through to its empty stand-in routes, a
   * blank page until they navigated elsewhere and back.
   */
  function loadOnceAllowed(remote: RemoteEntry): void {
    const unsubscribe = useSessionStore.subscribe(({ user }) => {
      if (!mayLoadRemote(remote, user)) return;
      unsubscribe();
      void loadRemoteModule(remote).then((module) => {
        if (mounted.has(remote.name)) return undefined;
        if (remoteForPath(router.state.location.pathname)?.name === remote.name) {
          return showLoaded(remote, module);
        }
        // Elsewhere (sent to /unauthorized, say), its pages are simply there for the next visit.
        mount(remote, module, (id, children) => router.patchRoutes(id, children));
        return undefined;
      });
    });
  }

  return router;
}

/**
 * How the session moves the browser (home after sign-out, to sign-in when a session expires).
 * Router updates are transitions; the session change that follows is not, so React would draw the
 * page being left without its user first, and its guard would send the visitor to sign in.
 * flushSync puts the new page on screen before the navigation's promise settles.
 */
export function sessionNavigator(router: ReturnType<typeof createAppRouter>) {
  return (to: string) => router.navigate(to, { flushSync: true });
}
