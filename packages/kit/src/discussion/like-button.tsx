import { Link } from '@carclub/router';
import { Button, toast } from '@carclub/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import '../i18n';
import { useSetLiked } from './endpoints/set-liked';
import { useDiscussionContext } from './discussion-context';
import { discussionErrorMessage } from './error-message';
import { LikersDialog } from './likers-dialog';

export interface LikeControlsProps {
  /** The comment liked; null for the post or entry itself. */
  commentId: string | null;
  likesCount: number;
  likedByMe: boolean;
  /** The reader wrote it (or owns the post or entry): no like is offered, only the count. */
  own: boolean;
  /** Said after "Like" to screen readers: which comment it likes. */
  what?: string;
  /** Whether a like can be given at all (a hidden or removed comment takes none). */
  likeable?: boolean;
  /** The reader's state is still loading: the button is drawn, but not usable yet. */
  waiting?: boolean;
}

/**
 * A like toggle (`aria-pressed`) and the count, which opens who liked. A visitor gets a link to
 * sign in that comes back here; the author gets the count alone (their own cannot be liked).
 */
export function LikeControls({
  commentId,
  likesCount,
  likedByMe,
  own,
  what,
  likeable = true,
  waiting = false,
}: LikeControlsProps) {
  const { t } = useTranslation('kit');
  const { id, reader, member, signInHref } = useDiscussionContext();
  const setLiked = useSetLiked(id, commentId, reader);
  const [showLikers, setShowLikers] = useState(false);
  // The name starts with the visible word, so speech control finds the button by what it shows.
  const label = (
    <>
      <span aria-hidden="true">{likedByMe ? '♥' : '♡'}</span> {t('discussion.like')}
      {what && <span className="visually-hidden"> {what}</span>}
    </>
  );

  let toggle = null;
  if (likeable && !own) {
    // A member's session still loading gets the button, unusable until their state is known.
    if (member || waiting) {
      toggle = (
        <Button
          type="button"
          variant="ghost"
          size="sm"
          className="cc-discussion__like"
          aria-pressed={likedByMe}
          disabled={waiting || !member}
          loading={setLiked.isPending}
          onClick={() =>
            setLiked.mutate(!likedByMe, {
              onError: (error) => toast.error(discussionErrorMessage(error)),
            })
          }
        >
          {label}
        </Button>
      );
    } else if (commentId === null) {
      toggle = (
        <Link className="cc-discussion__sign-in" to={signInHref}>
          {t('discussion.signInToLike')}
        </Link>
      );
    }
  }

  const count = t('discussion.likes', { count: likesCount });
  return (
    <span className="cc-discussion__likes">
      {toggle}
      {likesCount > 0 ? (
        <button
          type="button"
          className="cc-discussion__likers-button"
          aria-haspopup="dialog"
          onClick={() => setShowLikers(true)}
        >
          {count}
        </button>
      ) : (
        // A comment nobody liked stays quiet; the post's or entry's own count is always shown.
        commentId === null && <span className="cc-discussion__count">{count}</span>
      )}
      {showLikers && <LikersDialog commentId={commentId} onClose={() => setShowLikers(false)} />}
    </span>
  );
}
