import type { RouteObject } from '@carclub/router';
import type { Access, RemoteModule, RemoteRoute, RouteHandle } from '@carclub/federation/remote';

import { RemoteUnavailable } from '../features/errors/remote-unavailable';
import { RouteError } from '../features/errors/route-error';
import { AccessGate } from '../features/guards/access-gate';
import type { RemoteEntry } from '../lib/federation/registry';

/**
 * A remote's routes, grouped by the access they declare and wrapped in the shell's guard and error
 * boundary. Pathless groups keep the remote's own nesting and paths untouched.
 */
export function remoteRouteGroups(remote: RemoteEntry, module: RemoteModule): RouteObject[] {
  const groups = new Map<Access, RemoteRoute[]>();
  for (const route of module.routes) {
    // React Router types every route's `handle` as any; the remote contract declares its shape.
    const { access } = route.handle as RouteHandle;
    groups.set(access, [...(groups.get(access) ?? []), route]);
  }
  return [...groups].map(([access, children]) => ({
    id: `${remote.name}:${access}`,
    element: <AccessGate access={access} />,
    errorElement: <RouteError />,
    children,
  }));
}

/** Stands in for every path a remote owns while that remote cannot be loaded. */
export function unavailableRouteGroup(
  remote: RemoteEntry,
  retry: () => Promise<void>,
): RouteObject[] {
  return [
    {
      id: `${remote.name}:unavailable`,
      errorElement: <RouteError />,
      children: remote.prefixes.map((prefix) => ({
        path: `${prefix}/*`,
        element: <RemoteUnavailable onRetry={retry} />,
      })),
    },
  ];
}

/**
 * Stands in for every path of a remote the user may not load (mf-admin for a member or a guest):
 * the admin guard sends a guest to sign in and a member to /unauthorized, and nothing of the
 * remote is fetched. Once a staff member navigates there, the real routes are patched in and rank
 * above these splats.
 */
export function gatedRouteGroup(remote: RemoteEntry): RouteObject[] {
  return [
    {
      id: `${remote.name}:gated`,
      element: <AccessGate access="admin" />,
      errorElement: <RouteError />,
      children: remote.prefixes.map((prefix) => ({ path: `${prefix}/*`, element: null })),
    },
  ];
}
