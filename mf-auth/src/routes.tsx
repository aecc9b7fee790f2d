import { defineRemote } from '@carclub/federation/remote';
import type { ParseKeys } from 'i18next';

import './i18n';

/** A page title: a key of this remote's namespace, which the shell translates. */
type TitleKey = `auth:${ParseKeys<'auth'>}`;

/** Every page of mf-auth; the shell wraps them in its guards (by `handle.access`) and layout. */
export default defineRemote([
  {
    path: '/login',
    handle: { access: 'guest', titleKey: 'auth:login.title' satisfies TitleKey },
    lazy: () => import('./pages/login-page'),
  },
  {
    path: '/register',
    handle: { access: 'guest', titleKey: 'auth:register.title' satisfies TitleKey },
    lazy: () => import('./pages/register-page'),
  },
  {
    path: '/activate',
    handle: { access: 'public', titleKey: 'auth:activate.title' satisfies TitleKey },
    lazy: () => import('./pages/activate-page'),
  },
  {
    path: '/forgot-password',
    handle: { access: 'guest', titleKey: 'auth:forgotPassword.title' satisfies TitleKey },
    lazy: () => import('./pages/forgot-password-page'),
  },
  {
    path: '/reset-password',
    // Public: a reset link may be opened where the account is still signed in (the reset then
    // ends that session with all the others).
    handle: { access: 'public', titleKey: 'auth:resetPassword.title' satisfies TitleKey },
    lazy: () => import('./pages/reset-password-page'),
  },
  {
    // Public: the links of an e-mail change prove themselves and may be opened in any browser,
    // signed in or not.
    path: '/confirm-email',
    handle: { access: 'public', titleKey: 'auth:emailChange.confirm.title' satisfies TitleKey },
    lazy: () => import('./pages/confirm-email-page'),
  },
  {
    path: '/cancel-email-change',
    handle: { access: 'public', titleKey: 'auth:emailChange.cancel.title' satisfies TitleKey },
    lazy: () => import('./pages/cancel-email-change-page'),
  },
  {
    // Public: the one-click unsubscribe of a notification e-mail needs no sign-in.
    path: '/unsubscribe',
    handle: { access: 'public', titleKey: 'auth:unsubscribe.title' satisfies TitleKey },
    lazy: () => import('./pages/unsubscribe-page'),
  },
  {
    // Public, not guest: the page itself signs the user in and leaves, and must not be cut short
    // by the guest guard's own redirect the moment the session appears.
    path: '/auth/google/callback',
    handle: { access: 'public', titleKey: 'auth:google.callback.title' satisfies TitleKey },
    lazy: () => import('./pages/google-callback-page'),
  },
  {
    // Public: reachable signed out, signed in, and by a blocked member who cannot sign in.
    path: '/support',
    handle: {
      access: 'public',
      titleKey: 'auth:support.title' satisfies TitleKey,
      prefetch: async ({ queryClient }) =>
        (await import('./features/support/prefetch')).prefetchSupportPage(queryClient),
    },
    lazy: () => import('./pages/support-page'),
  },
  {
    // Public: the member who lands here was signed out by the deletion a moment ago.
    path: '/goodbye',
    handle: { access: 'public', titleKey: 'auth:goodbye.title' satisfies TitleKey },
    lazy: () => import('./pages/goodbye-page'),
  },
  {
    path: '/legal/site-rules',
    handle: { access: 'public', titleKey: 'auth:legal.siteRules' satisfies TitleKey },
    lazy: () => import('./pages/legal-page').then((page) => ({ Component: page.SiteRulesPage })),
  },
  {
    path: '/legal/user-rules',
    handle: { access: 'public', titleKey: 'auth:legal.userRules' satisfies TitleKey },
    lazy: () => import('./pages/legal-page').then((page) => ({ Component: page.UserRulesPage })),
  },
  {
    path: '/legal/privacy',
    handle: { access: 'public', titleKey: 'auth:legal.privacy' satisfies TitleKey },
    lazy: () =>
      import('./pages/legal-page').then((page) => ({ Component: page.PrivacyPolicyPage })),
  },
  {
    path: '/legal/offer',
    handle: { access: 'public', titleKey: 'auth:legal.offer' satisfies TitleKey },
    lazy: () => import('./pages/legal-page').then((page) => ({ Component: page.PublicOfferPage })),
  },
]);
