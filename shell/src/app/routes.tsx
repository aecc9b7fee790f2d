import type { ParseKeys } from 'i18next';
import { Navigate, type RouteObject } from '@carclub/router';
import { LATEST_LOGBOOK_ENTRIES, LATEST_LOGBOOK_ENTRIES_MAX } from '@carclub/contracts';
import type { Access, PrefetchContext, RouteHandle } from '@carclub/federation/remote';
import { PageLoader } from '@carclub/ui';

import { NotFoundPage } from '../features/errors/not-found-page';
import { RouteError } from '../features/errors/route-error';
import { AccessGate } from '../features/guards/access-gate';
import { HomePage } from '../features/home/home-page';
import { LogbooksPage } from '../features/home/logbooks-page';
import { RootLayout } from '../features/layout/root-layout';
import { AboutPage } from '../features/pages/about-page';
import { ComingSoonPage } from '../features/pages/coming-soon-page';
import { UnauthorizedPage } from '../features/pages/unauthorized-page';
import { isComingSoon, SECTIONS, type ComingSoonSection, type Section } from '../lib/sections';

/** Remote routes are patched in under this route, beside the shell's own groups. */
export const LAYOUT_ROUTE_ID = 'layout';

/** A route that only sends the browser elsewhere (its handle's `redirectTo`): so does the server. */
export const REDIRECT_ROUTE_ID = 'redirect';
/** Where `/messages` leads until messaging exists. */
const MESSAGES_REDIRECT = '/';

/** The catch-all not-found page: a server render that ends there answers 404. */
export const NOT_FOUND_ROUTE_ID = 'not-found';

const group = (access: Access, children: RouteObject[]): RouteObject => ({
  id: `shell:${access}`,
  element: <AccessGate access={access} />,
  errorElement: <RouteError />,
  children,
});

const handle = (access: Access, titleKey: `shell:${ParseKeys<'shell'>}`): RouteHandle => ({
  access,
  titleKey,
});

const comingSoon = ({ id, path, access }: ComingSoonSection): RouteObject => ({
  path,
  element: <ComingSoonPage section={id} />,
  handle: handle(access, `shell:comingSoon.${id}.title`),
});

const comingSoonPages = (access: Section['access']) =>
  SECTIONS.filter(isComingSoon)
    .filter((section) => section.access === access)
    .map(comingSoon);

/**
 * The shell's own pages. The auth group (/login, /register, …), the garage, the profile and the
 * admin dashboard come from the remotes that own those prefixes (see remotes.json), loaded on the
 * first navigation into them.
 */
export const shellRoutes: RouteObject[] = [
  {
    id: LAYOUT_ROUTE_ID,
    element: <RootLayout />,
    errorElement: <RouteError />,
    // Shown while the first page's remote is discovered and loaded.
    hydrateFallbackElement: <PageLoader />,
    children: [
      group('public', [
        {
          index: true,
          element: <HomePage />,
          handle: {
            ...handle('public', 'shell:home.title'),
            // The latest logbook entries, in the HTML; the page stands without them.
            prefetch: async ({ queryClient }: PrefetchContext) => {
              const { latestEntriesQueryOptions } =
                await import('../features/home/api/get-latest-entries');
              await queryClient.prefetchQuery(latestEntriesQueryOptions(LATEST_LOGBOOK_ENTRIES));
            },
          },
        },
        {
          path: '/404',
          element: <NotFoundPage />,
          handle: handle('public', 'shell:notFound.title'),
        },
        {
          path: '/unauthorized',
          element: <UnauthorizedPage />,
          handle: handle('public', 'shell:unauthorized.title'),
        },
        {
          path: '/logbooks',
          element: <LogbooksPage />,
          handle: {
            ...handle('public', 'shell:logbooks.title'),
            prefetch: async ({ queryClient }: PrefetchContext) => {
              const { latestEntriesQueryOptions } =
                await import('../features/home/api/get-latest-entries');
              await queryClient.prefetchQuery(
                latestEntriesQueryOptions(LATEST_LOGBOOK_ENTRIES_MAX),
              );
            },
          },
        },
        // The spec maps messages to the home page until messaging exists. The server redirects
        // there as well, where it renders pages (`redirectTo`).
        {
          id: REDIRECT_ROUTE_ID,
          path: '/messages/*',
          element: <Navigate replace to={MESSAGES_REDIRECT} />,
          handle: { redirectTo: MESSAGES_REDIRECT },
        },
        ...comingSoonPages('public'),
        {
          id: NOT_FOUND_ROUTE_ID,
          path: '*',
          element: <NotFoundPage />,
          handle: handle('public', 'shell:notFound.title'),
        },
      ]),
      group('user', [
        { path: '/about', element: <AboutPage />, handle: handle('user', 'shell:about.title') },
        ...comingSoonPages('user'),
      ]),
    ],
  },
];

/**
 * The shell's routes with a remote's route groups already in the layout, as the router has them once
 * it has patched them in: how the server renders a remote's page, and how the browser hydrates it.
 */
export function withRemoteRoutes(
  groups: RouteObject[],
  routes: RouteObject[] = shellRoutes,
): RouteObject[] {
  return routes.map((route) =>
    route.id === LAYOUT_ROUTE_ID && !route.index
      ? { ...route, children: [...(route.children ?? []), ...groups] }
      : route,
  );
}
