import type { MutedMemberList } from '@carclub/contracts';
import { MUTES_QUERY_KEY } from '@carclub/kit';
import { useMutation, useQueryClient } from '@tanstack/react-query';

// The mutes themselves are one query of the kit's, shared with mf-garage's model lists.
export { useMutes } from '@carclub/kit';

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
        queryClient.setQueryData<MutedMemberList>(
          MUTES_QUERY_KEY,
          (mutes) =>
            mutes && {
              ...mutes,
              items: mutes.items.filter(
                (each) => each.nickname.toLowerCase() !== nickname.toLowerCase(),
              ),
            },
        );
      }
      await queryClient.invalidateQueries({ queryKey: MUTES_QUERY_KEY });
    },
  });
}
