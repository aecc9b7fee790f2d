import type { QueryClient } from '@tanstack/react-query';

import { memberQueryOptions } from './api/get-member';
import { followersQueryOptions, followingQueryOptions, type FollowsList } from './api/get-follows';
import { garagePageOf, memberVehiclesQueryOptions } from './api/get-member-vehicles';

/** `/u/{nickname}` as the server renders it: the member, then the page of their garage asked for. */
export async function prefetchMemberPage(
  queryClient: QueryClient,
  nickname: string,
  searchParams: URLSearchParams,
): Promise<void> {
  await Promise.all([
    queryClient.fetchQuery(memberQueryOptions(nickname)),
    queryClient.fetchQuery(memberVehiclesQueryOptions(nickname, garagePageOf(searchParams))),
  ]);
}

/**
 * `/u/{nickname}/followers` and `/following` as the server renders them, for nobody in
 * particular: the member, then the list's first page when everyone may read it.
 */
export async function prefetchMemberFollows(
  queryClient: QueryClient,
  nickname: string,
  list: FollowsList,
): Promise<void> {
  const member = await queryClient.fetchQuery(memberQueryOptions(nickname));
  if (member.followsPublic) {
    await (list === 'followers'
      ? queryClient.fetchInfiniteQuery(followersQueryOptions(member.nickname, false))
      : queryClient.fetchInfiniteQuery(followingQueryOptions(member.nickname, false)));
  }
}
