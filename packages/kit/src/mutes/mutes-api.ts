import type { MutedMemberList } from '@carclub/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/**
 * The signed-in member's mutes (`GET /profile/mutes`: members and makes' models), one query for
 * every remote: mf-profile's member pages and settings, mf-garage's model lists.
 */
export const MUTES_QUERY_KEY = ['community', 'mutes'] as const;

export async function getMutes(signal?: AbortSignal): Promise<MutedMemberList> {
  // The schema with the client: a page that shows Mute starts without zod (ADR 0088).
  const [{ request }, { mutedMemberListSchema }] = await Promise.all([
    import('@carclub/api-client'),
    import('@carclub/contracts'),
  ]);
  return request(mutedMemberListSchema, { url: '/profile/mutes', signal });
}

export const mutesQueryOptions = () =>
  queryOptions({ queryKey: MUTES_QUERY_KEY, queryFn: ({ signal }) => getMutes(signal) });

/** Only for a signed-in member: a guest has no mutes to ask for. */
export function useMutes(enabled = true) {
  return useQuery({ ...mutesQueryOptions(), enabled });
}

/** PUT mutes a model, DELETE unmutes it; both answer 204 and may be repeated. */
export async function setModelMuted({ modelId, muted }: { modelId: string; muted: boolean }) {
  const { request } = await import('@carclub/api-client');
  return request({
    method: muted ? 'PUT' : 'DELETE',
    url: `/profile/mutes/models/${encodeURIComponent(modelId)}`,
  });
}

/** Mutes or unmutes a model; the mutes are read again, as the server orders and names them. */
export function useSetModelMuted() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setModelMuted,
    retry: false,
    onSuccess: async (_data, { modelId, muted }) => {
      if (!muted) {
        // Gone from the list at once, so its Unmute button does not linger while it reloads.
        queryClient.setQueryData<MutedMemberList>(
          MUTES_QUERY_KEY,
          (mutes) =>
            mutes && { ...mutes, models: mutes.models.filter((model) => model.id !== modelId) },
        );
      }
      await queryClient.invalidateQueries({ queryKey: MUTES_QUERY_KEY });
    },
  });
}
