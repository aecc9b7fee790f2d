import { defineRemote } from '@carclub/federation/remote';
import type { ParseKeys } from 'i18next';

import './i18n';

/** A page title: a key of this remote's namespace, which the shell translates. */
type TitleKey = `community:${ParseKeys<'community'>}`;

/**
 * Every page of mf-community; the shell wraps them in its guards (by `handle.access`) and layout.
 * A post's address sits under its author (`/u/{nickname}/posts/{slug}`): the prefix
 * `/u/:nickname/posts` is more specific than mf-profile's `/u`, so it is this remote's (ADR 0152).
 */
export default defineRemote([
  {
    path: '/posts',
    handle: {
      access: 'public',
      titleKey: 'community:posts.title' satisfies TitleKey,
      prefetch: async ({ queryClient }) =>
        (await import('./features/posts/prefetch')).prefetchPostList(queryClient, null),
    },
    lazy: () => import('./pages/posts-page'),
  },
  {
    path: '/create-post',
    handle: { access: 'user', titleKey: 'community:editor.createTitle' satisfies TitleKey },
    lazy: () => import('./pages/create-post-page'),
  },
  {
    path: '/my/posts',
    handle: { access: 'user', titleKey: 'community:myPosts.title' satisfies TitleKey },
    lazy: () => import('./pages/my-posts-page'),
  },
  {
    path: '/my/posts/:postId/edit',
    handle: { access: 'user', titleKey: 'community:editor.editTitle' satisfies TitleKey },
    lazy: () => import('./pages/edit-post-page'),
  },
  {
    path: '/tags/:tag',
    handle: {
      access: 'public',
      titleKey: 'community:tag.title' satisfies TitleKey,
      prefetch: async ({ queryClient, params }) => {
        const { prefetchPostList, tagOfAddress } = await import('./features/posts/prefetch');
        return prefetchPostList(queryClient, tagOfAddress(params['tag'] ?? ''));
      },
    },
    lazy: () => import('./pages/tag-page'),
  },
  {
    path: '/u/:nickname/posts/:slug',
    handle: {
      access: 'public',
      titleKey: 'community:post.title' satisfies TitleKey,
      prefetch: async ({ queryClient, params }) =>
        (await import('./features/posts/prefetch')).prefetchPost(
          queryClient,
          params['nickname'] ?? '',
          params['slug'] ?? '',
        ),
    },
    lazy: () => import('./pages/post-page'),
  },
]);
