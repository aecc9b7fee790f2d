import type { FollowersPage, FollowingPage } from '@carclub/contracts';
import { infiniteQueryOptions } from '@tanstack/react-query';

import { memberKeys } from '../../../lib/api/query-keys';

export type FollowsList = 'followers' | 'following';

const pages = {
  initialPageParam: undefined as string | undefined,
  getNextPageParam: (last: { nextCursor: string | null }) => last.nextCursor ?? undefined,
};

const listUrl = (nickname: string, list: FollowsList) =>
  `/users/${encodeURIComponent(nickname)}/${list}`;
const cursorParams = (cursor: string | undefined) =>
  cursor === undefined ? undefined : { cursor };

/**
 * `GET /users/{nickname}/followers`, newest first (ADR 0165). `own`: the member reads their own,
 * which they see even when hidden from others; the server renders the public one.
 */
export const followersQueryOptions = (nickname: string, own: boolean) =>
  infiniteQueryOptions({
    ...pages,
    queryKey: memberKeys.follows(nickname, 'followers', own),
    queryFn: async ({ pageParam, signal }): Promise<FollowersPage> => {
      const [{ request }, { followersPageSchema }] = await Promise.all([
        import('@carclub/api-client'),
        import('@carclub/contracts'),
      ]);
      const url = listUrl(nickname, 'followers');
      return request(followersPageSchema, { url, params: cursorParams(pageParam), signal });
    },
  });

/** `GET /users/{nickname}/following`: members, cars and models, newest first. */
export const followingQueryOptions = (nickname: string, own: boolean) =>
  infiniteQueryOptions({
    ...pages,
    queryKey: memberKeys.follows(nickname, 'following', own),
    queryFn: async ({ pageParam, signal }): Promise<FollowingPage> => {
      const [{ request }, { followingPageSchema }] = await Promise.all([
        import('@carclub/api-client'),
        import('@carclub/contracts'),
      ]);
      const url = listUrl(nickname, 'following');
      return request(followingPageSchema, { url, params: cursorParams(pageParam), signal });
    },
  });
