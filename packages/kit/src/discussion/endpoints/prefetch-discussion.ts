import type { QueryClient } from '@tanstack/react-query';

import { commentsQueryOptions } from './get-comments';
import { discussionQueryOptions } from './get-discussion';

/**
 * A discussion as a visitor sees it (its summary and first page of comments), for a page's server
 * render: the thread is in the HTML, and a visitor's browser asks the API for nothing at start.
 * A member's own answers replace it once their session is known (ADR 0162).
 */
export async function prefetchDiscussion(queryClient: QueryClient, id: string): Promise<void> {
  await Promise.all([
    queryClient.prefetchQuery(discussionQueryOptions(id, null)),
    queryClient.prefetchInfiniteQuery(commentsQueryOptions(id, null)),
  ]);
}
