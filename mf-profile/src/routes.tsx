import { defineRemote } from '@carclub/federation/remote';

import './i18n';

/** Every page of mf-profile; the shell wraps them in its guards (by `handle.access`) and layout. */
export default defineRemote([
  {
    path: '/profile',
    handle: { access: 'user', titleKey: 'profile:profile.title' },
    lazy: () => import('./pages/profile-page'),
  },
  {
    path: '/profile/settings',
    handle: { access: 'user', titleKey: 'profile:settings.title' },
    lazy: () => import('./pages/settings-page'),
  },
  {
    path: '/profile/notifications',
    handle: { access: 'user', titleKey: 'profile:notifications.title' },
    lazy: () => import('./pages/notifications-page'),
  },
  {
    path: '/profile/billing',
    handle: { access: 'user', titleKey: 'profile:billing.title' },
    lazy: () => import('./pages/billing-page'),
  },
  {
    path: '/profile/analytics',
    handle: { access: 'user', titleKey: 'profile:analytics.title' },
    lazy: () => import('./pages/analytics-page'),
  },
]);
