import type { MemberProfile } from '@carclub/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { memberKeys } from '../../../lib/api/query-keys';

/**
 * A member as everyone sees them, signed in or not; 404 for an unknown nickname. The browser
 * follows the API's 301 after a rename, so the answer may carry a newer nickname than asked.
 */
export async function getMember(nickname: string, signal?: AbortSignal): Promise<MemberProfile> {
  // The schema with the client: a page the server rendered with its data starts without zod.
  const [{ request }, { memberProfileSchema }] = await Promise.all([
    import('@carclub/api-client'),
    import('@carclub/contracts'),
  ]);
  return request(memberProfileSchema, { url: `/users/${encodeURIComponent(nickname)}`, signal });
}

export const memberQueryOptions = (nickname: string) =>
  queryOptions({
    queryKey: memberKeys.profile(nickname),
    queryFn: ({ signal }) => getMember(nickname, signal),
  });

export function useMember(nickname: string) {
  return useQuery(memberQueryOptions(nickname));
}
