import type { DiscussionCounts, DiscussionEvent } from '@carclub/contracts';
import { signInPage } from '@carclub/contracts/page-paths';
import { useSessionPending, useSessionStore } from '@carclub/session';
import { Button, ErrorState, Skeleton, toast } from '@carclub/ui';
import { Link, useLocation } from '@carclub/router';
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import '../i18n';
import { useDiscussionEvents } from '../discussion-events/use-discussion-events';
import { refreshDiscussion } from './endpoints/keys';
import { useComments } from './endpoints/get-comments';
import { useCreateComment } from './endpoints/create-comment';
import { useDiscussion } from './endpoints/get-discussion';
import { useSetCommentsClosed } from './endpoints/set-comments-closed';
import { LazyCommentForm } from './comment-form-lazy';
import { CommentThread, uniqueById } from './comment-thread';
import { DiscussionContext, type DiscussionContextValue } from './discussion-context';
import { discussionErrorMessage } from './error-message';
import { LikeControls } from './like-button';
import './discussion.css';

export interface DiscussionProps {
  /** The discussion's id and counters, from the post's or entry's payload (the first paint). */
  counts: DiscussionCounts;
  /** The level of the "Comments" heading in the page's outline. */
  headingLevel?: 2 | 3;
  className?: string;
}

/**
 * The conversation of a post or a logbook entry (issue 32, ADR 0151, ADR 0155): a like of it with
 * who liked, and its comments, two levels deep, with a box to write one. The page's own payload
 * gives the counters; the server renders the thread as a visitor sees it when the page prefetched
 * it (`prefetchDiscussion`), and a member's own state loads in the browser once their session is
 * known (ADR 0155, ADR 0162).
 */
export function Discussion({ counts, headingLevel = 2, className }: DiscussionProps) {
  const { t } = useTranslation('kit');
  const headingId = useId();
  const location = useLocation();
  const user = useSessionStore((state) => state.user);
  const pending = useSessionPending();
  // Who reads is known: a member's user has loaded, or there are no credentials at all.
  const known = !pending;
  const member = known ? user : null;
  const reader = member?.id ?? null;
  const summary = useDiscussion(counts.id, reader, known);
  const threads = useComments(counts.id, reader, known);
  const create = useCreateComment(counts.id, reader);
  const setClosed = useSetCommentsClosed(counts.id, reader);
  const [focusTarget, setFocusTarget] = useState<string | null>(null);
  const focused = useCallback(() => setFocusTarget(null), []);

  const state = summary.data;
  const ownedByMe = member !== null && state?.ownedByMe === true;
  const closed = state?.commentsClosed ?? false;
  const commentsCount = state?.commentsCount ?? counts.commentsCount;
  const likesCount = state?.likesCount ?? counts.likesCount;

  // New comments and counters appear without a reload (ADR 0156): an event refetches the thread.
  // Not the stream's first `counts`, which repeats what the server render shows: refetching then
  // would cost every reader two calls, and load the API client at start (ADR 0088).
  const queryClient = useQueryClient();
  const shown = useRef({ commentsCount, likesCount });
  useEffect(() => {
    shown.current = { commentsCount, likesCount };
  }, [commentsCount, likesCount]);
  const onEvent = useCallback(
    (event: DiscussionEvent) => {
      const { current } = shown;
      const unchanged =
        event.name === 'counts' &&
        event.data.commentsCount === current.commentsCount &&
        event.data.likesCount === current.likesCount;
      if (!unchanged) void refreshDiscussion(queryClient, counts.id);
    },
    [queryClient, counts.id],
  );
  useDiscussionEvents(counts.id, onEvent);

  const context = useMemo<DiscussionContextValue>(
    () => ({
      id: counts.id,
      reader,
      member,
      ownedByMe,
      closed,
      signInHref: signInPage(`${location.pathname}${location.search}`),
      focusComment: setFocusTarget,
      focusTarget,
      focused,
    }),
    [counts.id, reader, member, ownedByMe, closed, location, focusTarget, focused],
  );

  const Heading = `h${headingLevel}` as const;
  const items = uniqueById(threads.data?.pages.flatMap((page) => page.items) ?? []);

  let thread;
  if (threads.isError) {
    thread = (
      <ErrorState
        title={t('discussion.loadFailed')}
        message={threads.error.message}
        onRetry={() => void threads.refetch()}
        retrying={threads.isFetching}
      />
    );
  } else if (!threads.data) {
    thread = <Skeleton lines={3} className="cc-discussion__loading" />;
  } else if (items.length === 0) {
    thread = <p className="cc-discussion__empty">{t('discussion.empty')}</p>;
  } else {
    thread = (
      <>
        <ol className="cc-discussion__threads">
          {items.map((item) => (
            <CommentThread key={item.id} thread={item} />
          ))}
        </ol>
        {threads.hasNextPage && (
          <Button
            type="button"
            variant="secondary"
            size="sm"
            className="cc-discussion__more"
            loading={threads.isFetchingNextPage}
            onClick={() =>
              void threads
                .fetchNextPage()
                .catch((error: unknown) => toast.error(discussionErrorMessage(error)))
            }
          >
            {t('discussion.moreComments')}
          </Button>
        )}
      </>
    );
  }

  let box;
  if (closed) {
    box = <p className="cc-discussion__closed">{t('discussion.closed')}</p>;
  } else if (member) {
    box = (
      <LazyCommentForm
        label={t('discussion.yourComment')}
        submitLabel={t('discussion.send')}
        onSubmit={async (body) => {
          const created = await create.mutateAsync({ body, replyToId: null });
          if (created.state === 'held') toast.success(t('discussion.sentHeld'));
          setFocusTarget(created.id);
        }}
      />
    );
  } else if (known) {
    box = (
      <p className="cc-discussion__sign-in-line">
        <Link className="cc-discussion__sign-in" to={context.signInHref}>
          {t('discussion.signInToComment')}
        </Link>
      </p>
    );
  }

  return (
    <DiscussionContext.Provider value={context}>
      <section
        className={className ? `cc-discussion ${className}` : 'cc-discussion'}
        aria-labelledby={headingId}
      >
        <div className="cc-discussion__bar">
          <LikeControls
            commentId={null}
            likesCount={likesCount}
            likedByMe={state?.likedByMe ?? false}
            own={ownedByMe}
            waiting={!known || (member !== null && !state)}
          />
          {ownedByMe && (
            <Button
              type="button"
              variant="secondary"
              size="sm"
              loading={setClosed.isPending}
              onClick={() =>
                setClosed.mutate(!closed, {
                  onSuccess: (next) =>
                    toast.success(
                      next.commentsClosed ? t('discussion.closedNow') : t('discussion.openNow'),
                    ),
                  onError: (error) => toast.error(discussionErrorMessage(error)),
                })
              }
            >
              {closed ? t('discussion.open') : t('discussion.close')}
            </Button>
          )}
        </div>
        <Heading id={headingId} className="cc-discussion__heading">
          {t('discussion.heading')}{' '}
          <span className="cc-discussion__heading-count">({commentsCount})</span>
        </Heading>
        {thread}
        {box}
      </section>
    </DiscussionContext.Provider>
  );
}
