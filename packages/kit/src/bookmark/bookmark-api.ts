import type { BookmarkContainsResponse } from '@carclub/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';

/**
 * What can be bookmarked, as the API's paths name it: a car, a discussion (a post's or a logbook
 * entry's, ADR 0158), or an entry by its own id.
 */
export type BookmarkKind = 'vehicles' | 'discussions' | 'logbook-entries';

/** Every cache of the member's bookmarks: a change refreshes them all. */
export const bookmarkKeys = {
  all: ['bookmarks'] as const,
  page: (page: number) => ['bookmarks', 'page', page] as const,
  contains: (kind: BookmarkKind, id: string) => ['bookmarks', 'contains', kind, id] as const,
};

const CONTAINS_FIELD = {
  vehicles: 'vehicleIds',
  discussions: 'discussionIds',
  'logbook-entries': 'entryIds',
} as const satisfies Record<BookmarkKind, keyof BookmarkContainsResponse>;

/** Whether the member bookmarked this car, discussion or entry. */
export async function isBookmarked(
  kind: BookmarkKind,
  id: string,
  signal?: AbortSignal,
): Promise<boolean> {
  const [{ request }, { bookmarkContainsResponseSchema }] = await Promise.all([
    import('@carclub/api-client'),
    import('@carclub/contracts'),
  ]);
  const key = CONTAINS_FIELD[kind];
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

/** Bookmarks (PUT) or forgets (DELETE) one car, discussion or entry; both can be repeated safely. */
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
