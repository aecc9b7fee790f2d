import { isApiError } from '@carclub/api-client/is-api-error';
import { useCurrentUser } from '@carclub/session';
import { Button, toast } from '@carclub/ui';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { bookmarkedQueryOptions, useSetBookmark, type BookmarkKind } from '../lib/api/bookmarks';

export interface BookmarkButtonProps {
  kind: BookmarkKind;
  id: string;
  /** The owner's own car or entry: nothing to bookmark. */
  ownedByViewer: boolean;
}

/**
 * Bookmarks a car or a logbook entry for the signed-in member (issue 17 point 5): a toggle button
 * (`aria-pressed`), so a screen reader says whether it is on. Nothing for a visitor, for the
 * owner, or on the server's render (the server renders as nobody in particular).
 */
export function BookmarkButton({ kind, id, ownedByViewer }: BookmarkButtonProps) {
  const { data: user } = useCurrentUser();
  if (!user || ownedByViewer) return null;
  return <BookmarkToggle kind={kind} id={id} />;
}

function BookmarkToggle({ kind, id }: { kind: BookmarkKind; id: string }) {
  const { t } = useTranslation('garage');
  const state = useQuery(bookmarkedQueryOptions(kind, id));
  const change = useSetBookmark(kind, id);
  const bookmarked = state.data === true;
  const toggle = () =>
    change.mutate(!bookmarked, {
      onSuccess: () => toast.success(bookmarked ? t('bookmarks.removed') : t('bookmarks.added')),
      onError: (error) =>
        toast.error(
          isApiError(error) ? error.message : t('errors.unknown_error', { ns: 'common' }),
        ),
    });
  return (
    <Button
      type="button"
      variant="secondary"
      size="sm"
      aria-pressed={bookmarked}
      disabled={state.isPending}
      loading={change.isPending}
      onClick={toggle}
    >
      {bookmarked ? t('bookmarks.bookmarked') : t('bookmarks.bookmark')}
    </Button>
  );
}
