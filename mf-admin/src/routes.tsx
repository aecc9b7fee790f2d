import { defineRemote } from '@carclub/federation/remote';
import type { ParseKeys } from 'i18next';

import './i18n';

/** A page title: a key of this remote's namespace, which the shell translates. */
type TitleKey = `admin:${ParseKeys<'admin'>}`;

/**
 * Every page of mf-admin; the shell wraps them in its guards (by `handle.access`: staff only) and
 * layout. The dashboard's own layout (its section navigation) wraps each section's page.
 */
export default defineRemote([
  {
    path: '/dashboard',
    handle: { access: 'admin', titleKey: 'admin:dashboard.title' satisfies TitleKey },
    lazy: () => import('./app/admin-layout'),
    children: [
      {
        index: true,
        handle: { access: 'admin', titleKey: 'admin:overview.title' satisfies TitleKey },
        lazy: () => import('./pages/overview-page'),
      },
      {
        path: 'members',
        handle: { access: 'admin', titleKey: 'admin:members.title' satisfies TitleKey },
        lazy: () => import('./pages/members-page'),
      },
      {
        path: 'members/:memberId',
        handle: { access: 'admin', titleKey: 'admin:members.title' satisfies TitleKey },
        lazy: () => import('./pages/member-page'),
      },
      {
        path: 'reference',
        handle: { access: 'admin', titleKey: 'admin:referenceData.title' satisfies TitleKey },
        lazy: () => import('./pages/reference-page'),
      },
      {
        path: 'audit',
        handle: { access: 'admin', titleKey: 'admin:auditLog.title' satisfies TitleKey },
        lazy: () => import('./pages/audit-page'),
      },
      {
        path: 'vehicles',
        handle: { access: 'admin', titleKey: 'admin:moderation.title' satisfies TitleKey },
        lazy: () => import('./pages/vehicles-page'),
      },
      {
        path: 'reports',
        handle: { access: 'admin', titleKey: 'admin:reports.title' satisfies TitleKey },
        lazy: () => import('./pages/reports-page'),
      },
      {
        path: 'styleguide',
        handle: { access: 'admin', titleKey: 'admin:styleguide.title' satisfies TitleKey },
        lazy: () => import('./pages/styleguide-page'),
      },
    ],
  },
]);
