import type { FollowKind, FollowState } from '@carclub/contracts';
import { PUBLIC_QUERY_KEYS } from '@carclub/session';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';

/** A target's follow state, per reader: a member's and a visitor's answers differ. */
export const followKeys = {
  state: (kind: FollowKind, id: string, reader: string) =>
    ['follows', kind, id.toLowerCase(), reader] as const,
};

const followPath = (kind: FollowKind, id: string) => `/follows/${kind}/${encodeURIComponent(id)}`;

/** `GET /follows/{kind}/{id}`: how many follow it, and whether the reader does (ADR 0164). */
export async function getFollowState(
  kind: FollowKind,
  id: string,
  signal?: AbortSignal,
): Promise<FollowState> {
  const [{ request }, { followStateSchema }] = await Promise.all([
    import('@carclub/api-client'),
    import('@carclub/contracts'),
  ]);
  return request(followStateSchema, { url: followPath(kind, id), signal });
}

export const followStateQueryOptions = (kind: FollowKind, id: string, reader: string) =>
  queryOptions({
    queryKey: followKeys.state(kind, id, reader),
    queryFn: ({ signal }) => getFollowState(kind, id, signal),
  });

/** Follows (PUT, answering the new state) or stops following (DELETE); both can be repeated. */
export async function setFollowing(
  kind: FollowKind,
  id: string,
  following: boolean,
): Promise<FollowState | null> {
  const [{ request }, { followStateSchema }] = await Promise.all([
    import('@carclub/api-client'),
    import('@carclub/contracts'),
  ]);
  if (!following) {
    await request({ method: 'DELETE', url: followPath(kind, id) });
    return null;
  }
  return request(followStateSchema, { method: 'PUT', url: followPath(kind, id) });
}

export function useSetFollowing(kind: FollowKind, id: string, reader: string) {
  const queryClient = useQueryClient();
  const key = followKeys.state(kind, id, reader);
  return useMutation({
    mutationFn: (following: boolean) => setFollowing(kind, id, following),
    onSuccess: (state) => {
      // Member pages count and list follows (the target's followers, the reader's following).
      void queryClient.invalidateQueries({ queryKey: PUBLIC_QUERY_KEYS.members });
      queryClient.setQueryData<FollowState>(
        key,
        (before) =>
          state ?? {
            followersCount: Math.max(0, (before?.followersCount ?? 1) - 1),
            followedByMe: false,
          },
      );
    },
  });
}
