import type { BookmarkContainsResponse, BookmarkListResponse } from '@carclub/contracts';
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';

/** What can be bookmarked, as the API's paths name it. */
export type BookmarkKind = 'vehicles' | 'logbook-entries';

/** Every cache of the member's bookmarks: a change refreshes them all. */
export const bookmarkKeys = {
  all: ['bookmarks'] as const,
  page: (page: number) => ['bookmarks', 'page', page] as const,
  contains: (kind: BookmarkKind, id: string) => ['bookmarks', 'contains', kind, id] as const,
};

/** A page of the member's bookmarks, newest first; what became hidden or private is left out. */
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

/** Whether the member bookmarked this car or entry. */
export async function isBookmarked(
  kind: BookmarkKind,
  id: string,
  signal?: AbortSignal,
): Promise<boolean> {
  const [{ request }, { bookmarkContainsResponseSchema }] = await Promise.all([
    import('@carclub/api-client'),
    import('@carclub/contracts'),
  ]);
  const key = kind === 'vehicles' ? 'vehicleIds' : 'entryIds';
  const found: BookmarkContainsResponse = await request(bookmarkContainsResponseSchema, {
    url: '/bookmarks/contains',
    params: { [key]: id },
    signal,
  });
  return found[key].includes(id);
}

export const bookmarkedQueryOptions = (kind: BookmarkKind, id: string) =>
  queryOptions({
    queryKey: bookmarkKeys.contains(kind, id),
    queryFn: ({ signal }) => isBookmarked(kind, id, signal),
  });

/** Bookmarks (PUT) or forgets (DELETE) one car or entry; both can be repeated safely. */
export async function setBookmark(kind: BookmarkKind, id: string, bookmarked: boolean) {
  const { request } = await import('@carclub/api-client');
  await request({
    method: bookmarked ? 'PUT' : 'DELETE',
    url: `/bookmarks/${kind}/${encodeURIComponent(id)}`,
  });
}

export function useSetBookmark(kind: BookmarkKind, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (bookmarked: boolean) => setBookmark(kind, id, bookmarked),
    onSuccess: async (_data, bookmarked) => {
      queryClient.setQueryData(bookmarkKeys.contains(kind, id), bookmarked);
      await queryClient.invalidateQueries({ queryKey: bookmarkKeys.all });
    },
  });
}
