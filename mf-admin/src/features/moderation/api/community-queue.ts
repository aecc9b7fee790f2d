import {
  type CommunityContentKind,
  type CommunityQueuePage,
  type CommunityQueueQuery,
  communityQueueSchema,
} from '@carclub/contracts';
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';

import { adminKeys } from '../../../lib/api/query-keys';

export async function listCommunityQueue(
  query: CommunityQueueQuery,
  signal?: AbortSignal,
): Promise<CommunityQueuePage> {
  const { request } = await import('@carclub/api-client');
  return request(communityQueueSchema, { url: '/admin/community', params: query, signal });
}

export const communityQueueQueryOptions = (query: CommunityQueueQuery) =>
  queryOptions({
    queryKey: adminKeys.communityQueue(query),
    queryFn: ({ signal }) => listCommunityQueue(query, signal),
    placeholderData: keepPreviousData,
  });

export function useCommunityQueue(query: CommunityQueueQuery) {
  return useQuery(communityQueueQueryOptions(query));
}

export type CommunityAction = 'approve' | 'hide' | 'restore';

/** 204; 409 when another moderator decided it meanwhile, 404 when its author removed it. */
export async function moderateContent(
  kind: CommunityContentKind,
  id: string,
  action: CommunityAction,
  reason?: string,
) {
  const { request } = await import('@carclub/api-client');
  return request({
    method: 'POST',
    url: `/admin/community/${kind}/${encodeURIComponent(id)}/${action}`,
    ...(reason === undefined ? {} : { data: { reason } }),
  });
}

/** Approves, hides or restores a post or comment and reloads the queues either way. */
export function useModerateContent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: {
      kind: CommunityContentKind;
      id: string;
      action: CommunityAction;
      reason?: string;
    }) => moderateContent(input.kind, input.id, input.action, input.reason),
    // A 409 means the queue is out of date too.
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.community }),
  });
}
