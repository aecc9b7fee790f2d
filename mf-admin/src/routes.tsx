import { defineRemote } from '@carclub/federation/remote';

import './i18n';

/** Every page of mf-admin; the shell wraps them in its guards (by `handle.access`) and layout. */
export default defineRemote([
  {
    path: '/dashboard',
    handle: { access: 'admin', titleKey: 'admin:dashboard.title' },
    lazy: () => import('./pages/dashboard-page'),
  },
]);
