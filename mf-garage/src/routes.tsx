import { defineRemote } from '@carclub/federation/remote';
import type { ParseKeys } from 'i18next';

import './i18n';

/** A page title: a key of this remote's namespace, which the shell translates. */
type TitleKey = `garage:${ParseKeys<'garage'>}`;

/** Every page of mf-garage; the shell wraps them in its guards (by `handle.access`) and layout. */
export default defineRemote([
  {
    path: '/my/cars',
    handle: { access: 'user', titleKey: 'garage:myCars.title' satisfies TitleKey },
    lazy: () => import('./pages/my-cars-page'),
  },
  {
    path: '/my/reminders',
    handle: { access: 'user', titleKey: 'garage:myReminders.title' satisfies TitleKey },
    lazy: () => import('./pages/my-reminders-page'),
  },
  {
    path: '/my/bookmarks',
    handle: { access: 'user', titleKey: 'garage:bookmarks.title' satisfies TitleKey },
    lazy: () => import('./pages/my-bookmarks-page'),
  },
  {
    path: '/add-car',
    handle: { access: 'user', titleKey: 'garage:addCar.title' satisfies TitleKey },
    lazy: () => import('./pages/add-car-page'),
  },
  {
    path: '/edit-car/:carId',
    handle: { access: 'owner', titleKey: 'garage:editCar.title' satisfies TitleKey },
    lazy: () => import('./pages/edit-car-page'),
  },
  {
    path: '/cars',
    handle: {
      access: 'public',
      titleKey: 'garage:cars.title' satisfies TitleKey,
      prefetch: async ({ queryClient, searchParams }) =>
        (await import('./features/vehicle-list/prefetch')).prefetchPublicList(
          queryClient,
          searchParams,
        ),
    },
    lazy: () => import('./pages/cars-page'),
  },
  {
    path: '/u/:username/car/:slug',
    handle: {
      access: 'public',
      titleKey: 'garage:vehicle.title' satisfies TitleKey,
      prefetch: async ({ queryClient, params, searchParams }) => {
        const [logbook, posts] = await Promise.all([
          import('./features/logbook/prefetch'),
          import('./features/vehicle-posts/prefetch'),
        ]);
        const car = [params['username'] ?? '', params['slug'] ?? ''] as const;
        await Promise.all([
          logbook.prefetchVehiclePage(queryClient, ...car, searchParams),
          posts.prefetchVehiclePosts(queryClient, ...car, searchParams),
        ]);
      },
    },
    lazy: () => import('./pages/vehicle-page'),
  },
  {
    path: '/u/:username/car/:slug/logbook/:entryId',
    handle: {
      access: 'public',
      titleKey: 'garage:logbook.title' satisfies TitleKey,
      prefetch: async ({ queryClient, params }) =>
        (await import('./features/logbook/prefetch')).prefetchLogbookEntry(
          queryClient,
          params['username'] ?? '',
          params['slug'] ?? '',
          params['entryId'] ?? '',
        ),
    },
    lazy: () => import('./pages/logbook-entry-page'),
  },
  {
    path: '/edit-car/:carId/logbook/costs',
    handle: { access: 'owner', titleKey: 'garage:costs.title' satisfies TitleKey },
    lazy: () => import('./pages/logbook-costs-page'),
  },
  {
    path: '/edit-car/:carId/logbook/new',
    handle: { access: 'owner', titleKey: 'garage:logbook.form.addTitle' satisfies TitleKey },
    lazy: () => import('./pages/logbook-entry-form-page'),
  },
  {
    path: '/edit-car/:carId/logbook/:entryId',
    handle: { access: 'owner', titleKey: 'garage:logbook.form.editTitle' satisfies TitleKey },
    lazy: () => import('./pages/logbook-entry-form-page'),
  },
  {
    path: '/edit-car/:carId/logbook/import',
    handle: { access: 'owner', titleKey: 'garage:logbookImport.title' satisfies TitleKey },
    lazy: () => import('./pages/logbook-import-page'),
  },
  {
    path: '/edit-car/:carId/reminders',
    handle: { access: 'owner', titleKey: 'garage:reminders.title' satisfies TitleKey },
    lazy: () => import('./pages/reminders-page'),
  },
]);
