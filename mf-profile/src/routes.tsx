import { defineRemote, type RemoteRoute } from '@carclub/federation/remote';
import type { ParseKeys } from 'i18next';

import './i18n';

/** A page title: a key of this remote's namespace, which the shell translates. */
type TitleKey = `profile:${ParseKeys<'profile'>}`;

/** `/u/{nickname}/followers` or `/following`: a member's follows lists (ADR 0165). */
function followsRoute(
  path: string,
  list: 'followers' | 'following',
  lazy: RemoteRoute['lazy'],
): RemoteRoute {
  return {
    path,
    handle: {
      access: 'public',
      titleKey: 'profile:follows.title' satisfies TitleKey,
      prefetch: async ({ queryClient, params }) =>
        (await import('./features/member-profile/prefetch')).prefetchMemberFollows(
          queryClient,
          params['nickname'] ?? '',
          list,
        ),
    },
    lazy,
  };
}

/** Every page of mf-profile; the shell wraps them in its guards (by `handle.access`) and layout. */
export default defineRemote([
  {
    path: '/profile',
    handle: { access: 'user', titleKey: 'profile:profile.title' satisfies TitleKey },
    lazy: () => import('./pages/profile-page'),
  },
  {
    path: '/profile/settings',
    handle: { access: 'user', titleKey: 'profile:settings.title' satisfies TitleKey },
    lazy: () => import('./pages/settings-page'),
  },
  {
    path: '/profile/notifications',
    handle: { access: 'user', titleKey: 'profile:notifications.title' satisfies TitleKey },
    lazy: () => import('./pages/notifications-page'),
  },
  {
    path: '/profile/billing',
    handle: { access: 'user', titleKey: 'profile:billing.title' satisfies TitleKey },
    lazy: () => import('./pages/billing-page'),
  },
  {
    path: '/u/:nickname',
    handle: {
      access: 'public',
      titleKey: 'profile:member.title' satisfies TitleKey,
      prefetch: async ({ queryClient, params, searchParams }) =>
        (await import('./features/member-profile/prefetch')).prefetchMemberPage(
          queryClient,
          params['nickname'] ?? '',
          searchParams,
        ),
    },
    lazy: () => import('./pages/member-page'),
  },
  followsRoute(
    '/u/:nickname/followers',
    'followers',
    () => import('./pages/member-followers-page'),
  ),
  followsRoute(
    '/u/:nickname/following',
    'following',
    () => import('./pages/member-following-page'),
  ),
  {
    path: '/profile/analytics',
    handle: { access: 'user', titleKey: 'profile:analytics.title' satisfies TitleKey },
    lazy: () => import('./pages/analytics-page'),
  },
]);
