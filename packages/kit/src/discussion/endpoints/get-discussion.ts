import type { DiscussionSummary } from '@carclub/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { discussionKeys, discussionPath, type Reader } from './keys';

/** `GET /discussions/:id`: its counters, whether comments are closed, and what the reader did. */
export async function getDiscussion(id: string, signal?: AbortSignal): Promise<DiscussionSummary> {
  const [{ request }, { discussionSummarySchema }] = await Promise.all([
    import('@carclub/api-client'),
    import('@carclub/contracts'),
  ]);
  return request(discussionSummarySchema, { url: discussionPath(id), signal });
}

export const discussionQueryOptions = (id: string, reader: Reader) =>
  queryOptions({
    queryKey: discussionKeys.summary(id, reader),
    queryFn: ({ signal }) => getDiscussion(id, signal),
  });

/** The summary, once the reader is known (`enabled` false while their session is loading). */
export function useDiscussion(id: string, reader: Reader, enabled: boolean) {
  return useQuery({ ...discussionQueryOptions(id, reader), enabled });
}
