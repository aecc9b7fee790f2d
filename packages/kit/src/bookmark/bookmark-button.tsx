import { useCurrentUser } from '@carclub/session';
import { Button, toast, useHydrated } from '@carclub/ui';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import '../i18n';
import { apiErrorMessage } from '../lib/api-error-message';
import { bookmarkedQueryOptions, type BookmarkKind, useSetBookmark } from './bookmark-api';

export interface BookmarkButtonProps {
  kind: BookmarkKind;
  id: string;
  /** The owner's own car, entry or post: nothing to bookmark. */
  ownedByViewer: boolean;
}

/**
 * Bookmarks a car, a post or a logbook entry for the signed-in member (issue 17 point 5, issue 32
 * point 3): a toggle button (`aria-pressed`), so a screen reader says whether it is on. Nothing
 * for a visitor or the owner. The server renders as nobody in particular, and a member's session
 * may be known before the page hydrates: until it has, the browser draws nothing either, so both
 * renders agree (React error #418 otherwise).
 */
export function BookmarkButton({ kind, id, ownedByViewer }: BookmarkButtonProps) {
  const hydrated = useHydrated();
  const { data: user } = useCurrentUser();
  if (!hydrated || !user || ownedByViewer) return null;
  return <BookmarkToggle kind={kind} id={id} />;
}

function BookmarkToggle({ kind, id }: { kind: BookmarkKind; id: string }) {
  const { t } = useTranslation('kit');
  const state = useQuery(bookmarkedQueryOptions(kind, id));
  const change = useSetBookmark(kind, id);
  const bookmarked = state.data === true;
  const toggle = () =>
    change.mutate(!bookmarked, {
      onSuccess: () => toast.success(bookmarked ? t('bookmark.removed') : t('bookmark.added')),
      onError: (error) => toast.error(apiErrorMessage(error)),
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
      {bookmarked ? t('bookmark.bookmarked') : t('bookmark.bookmark')}
    </Button>
  );
}
