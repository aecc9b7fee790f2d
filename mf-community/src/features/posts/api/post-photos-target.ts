import type { PhotoGalleryTarget } from '@carclub/kit';
import { markPublicViewsStale } from '@carclub/session';
import type { QueryClient } from '@tanstack/react-query';

import { postKeys } from './query-keys';

/**
 * After a change of a post's photos: the lists of posts refetch (a card shows the first photo);
 * the public pages are only marked stale. The author's copy is not refetched: every answer of the
 * photo routes is its new list (as for a logbook entry's photos).
 */
function afterPostPhotosChange(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({
    queryKey: postKeys.all,
    predicate: (query) => query.queryKey[1] !== 'own',
  });
  void markPublicViewsStale(queryClient);
}

/** A post's photos, `/posts/:id/photos` (the gallery's payloads), held by the author's copy. */
export const postPhotosTarget = (postId: string): PhotoGalleryTarget => ({
  path: `/posts/${encodeURIComponent(postId)}/photos`,
  queryKey: postKeys.own(postId),
  field: 'photos',
  afterChange: afterPostPhotosChange,
});
