import { defineRemote } from '@carclub/federation/remote';

import './i18n';

/** Every page of mf-auth; the shell wraps them in its guards (by `handle.access`) and layout. */
export default defineRemote([
  {
    path: '/login',
    handle: { access: 'guest', titleKey: 'auth:login.title' },
    lazy: () => import('./pages/login-page'),
  },
  {
    path: '/register',
    handle: { access: 'guest', titleKey: 'auth:register.title' },
    lazy: () => import('./pages/register-page'),
  },
  {
    path: '/activate',
    handle: { access: 'public', titleKey: 'auth:activate.title' },
    lazy: () => import('./pages/activate-page'),
  },
  {
    path: '/forgot-password',
    handle: { access: 'guest', titleKey: 'auth:forgotPassword.title' },
    lazy: () => import('./pages/forgot-password-page'),
  },
  {
    path: '/reset-password',
    // Public: a reset link may be opened where the account is still signed in (the reset then
    // ends that session with all the others).
    handle: { access: 'public', titleKey: 'auth:resetPassword.title' },
    lazy: () => import('./pages/reset-password-page'),
  },
  {
    // Public, not guest: the page itself signs the user in and leaves, and must not be cut short
    // by the guest guard's own redirect the moment the session appears.
    path: '/auth/google/callback',
    handle: { access: 'public', titleKey: 'auth:google.callback.title' },
    lazy: () => import('./pages/google-callback-page'),
  },
  {
    path: '/legal/site-rules',
    handle: { access: 'public', titleKey: 'auth:legal.siteRules' },
    lazy: () => import('./pages/legal-page').then((page) => ({ Component: page.SiteRulesPage })),
  },
  {
    path: '/legal/user-rules',
    handle: { access: 'public', titleKey: 'auth:legal.userRules' },
    lazy: () => import('./pages/legal-page').then((page) => ({ Component: page.UserRulesPage })),
  },
  {
    path: '/legal/privacy',
    handle: { access: 'public', titleKey: 'auth:legal.privacy' },
    lazy: () =>
      import('./pages/legal-page').then((page) => ({ Component: page.PrivacyPolicyPage })),
  },
  {
    path: '/legal/offer',
    handle: { access: 'public', titleKey: 'auth:legal.offer' },
    lazy: () => import('./pages/legal-page').then((page) => ({ Component: page.PublicOfferPage })),
  },
]);
