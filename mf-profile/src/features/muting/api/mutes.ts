import type { MutedMember } from '@carclub/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { communityKeys } from '../../../lib/api/query-keys';

/** The members the signed-in member muted, latest first. */
export async function getMutes(signal?: AbortSignal): Promise<MutedMember[]> {
  // The schema with the client: a member's page, which shows Mute, starts without zod (ADR 0088).
  const [{ request }, { mutedMemberListSchema }] = await Promise.all([
    import('@carclub/api-client'),
    import('@carclub/contracts'),
  ]);
  const { items } = await request(mutedMemberListSchema, { url: '/profile/mutes', signal });
  return items;
}

export const mutesQueryOptions = () =>
  queryOptions({ queryKey: communityKeys.mutes, queryFn: ({ signal }) => getMutes(signal) });

/** Only for a signed-in member: a guest has no mutes to ask for. */
export function useMutes(enabled = true) {
  return useQuery({ ...mutesQueryOptions(), enabled });
}

const mutePath = (nickname: string) => `/users/${encodeURIComponent(nickname)}/mute`;

/** PUT mutes, DELETE unmutes; both answer 204 and may be repeated. */
export async function setMuted({ nickname, muted }: { nickname: string; muted: boolean }) {
  const { request } = await import('@carclub/api-client');
  return request({ method: muted ? 'PUT' : 'DELETE', url: mutePath(nickname) });
}

/** Mutes or unmutes; the list is read again, as the server orders and names it. */
export function useSetMuted() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setMuted,
    retry: false,
    onSuccess: async (_data, { nickname, muted }) => {
      if (!muted) {
        // Gone from the list at once, so its Unmute button does not linger while it reloads.
        queryClient.setQueryData(communityKeys.mutes, (mutes: MutedMember[] | undefined) =>
          mutes?.filter((each) => each.nickname.toLowerCase() !== nickname.toLowerCase()),
        );
      }
      await queryClient.invalidateQueries({ queryKey: communityKeys.mutes });
    },
  });
}
