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
    handle: { access: 'public', titleKey: 'community:posts.title' satisfies TitleKey },
    lazy: () => import('./pages/posts-page'),
  },
  {
    path: '/create-post',
    handle: { access: 'user', titleKey: 'community:createPost.title' satisfies TitleKey },
    lazy: () => import('./pages/create-post-page'),
  },
  {
    path: '/my/posts',
    handle: { access: 'user', titleKey: 'community:myPosts.title' satisfies TitleKey },
    lazy: () => import('./pages/my-posts-page'),
  },
  {
    path: '/tags/:tag',
    handle: { access: 'public', titleKey: 'community:tag.title' satisfies TitleKey },
    lazy: () => import('./pages/tag-page'),
  },
  {
    path: '/u/:nickname/posts/:slug',
    handle: { access: 'public', titleKey: 'community:post.title' satisfies TitleKey },
    lazy: () => import('./pages/post-page'),
  },
]);
