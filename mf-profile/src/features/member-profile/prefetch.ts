import type { QueryClient } from '@tanstack/react-query';

import { memberQueryOptions } from './api/get-member';
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
