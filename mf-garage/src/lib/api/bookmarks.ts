import type { BookmarkListResponse } from '@carclub/contracts';
import { bookmarkKeys } from '@carclub/kit';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

/**
 * A page of the member's bookmarks (cars, posts, logbook entries), newest first; what became
 * hidden, private or unpublished is left out. The toggle and its caches are the kit's.
 */
export async function getBookmarks(
  page: number,
  signal?: AbortSignal,
): Promise<BookmarkListResponse> {
  const [{ request }, { bookmarkListResponseSchema }] = await Promise.all([
    import('@carclub/api-client'),
    import('@carclub/contracts'),
  ]);
  return request(bookmarkListResponseSchema, { url: '/bookmarks', params: { page }, signal });
}

export function useBookmarks(page: number) {
  return useQuery({
    queryKey: bookmarkKeys.page(page),
    queryFn: ({ signal }) => getBookmarks(page, signal),
    placeholderData: keepPreviousData,
  });
}
