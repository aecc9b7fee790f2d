import type { Comment } from '@carclub/contracts';
import { memberPage } from '@carclub/contracts/page-paths';
import { Button, ConfirmDialog, toast } from '@carclub/ui';
import { Link } from '@carclub/router';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import '../i18n';
import { MemberAvatar } from '../member-avatar/member-avatar';
import { useDeleteComment } from './endpoints/delete-comment';
import { useEditComment } from './endpoints/edit-comment';
import { useSetCommentHidden } from './endpoints/set-comment-hidden';
import { LazyCommentForm } from './comment-form-lazy';
import { useDiscussionContext } from './discussion-context';
import { discussionErrorMessage } from './error-message';
import { ReportButton } from '../report/report-button';
import { LikeControls } from './like-button';

/** A comment's text, as the API's renderer made it in its comment profile (ADR 0163). */
function CommentBody({ html }: { html: string }) {
  return (
    <div
      className="cc-discussion__body"
      // The renderer escapes all HTML and refuses unsafe addresses (@carclub/markdown, its tests).
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

function useDateTime(iso: string): string {
  const { i18n } = useTranslation('kit');
  const language = i18n.resolvedLanguage ?? i18n.language;
  return useMemo(
    () =>
      new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(
        new Date(iso),
      ),
    [iso, language],
  );
}

/** What the reader is told about a comment others do not see as it is. */
function StateNote({ comment, own }: { comment: Comment; own: boolean }) {
  const { t } = useTranslation('kit');
  const { ownedByMe } = useDiscussionContext();
  let note: string | null = null;
  if (comment.state === 'held' && own) note = t('discussion.held');
  else if (comment.state === 'hidden' && own)
    note = comment.moderationReason
      ? t('discussion.hiddenByModerator', { reason: comment.moderationReason })
      : t('discussion.hiddenOwn');
  else if (comment.state === 'hidden' && ownedByMe && comment.body !== '')
    note = t('discussion.hiddenByOwner');
  return note ? <p className="cc-discussion__note">{note}</p> : null;
}

export interface CommentViewProps {
  comment: Comment;
  /** Opens the reply box under this comment's thread, answering this comment. */
  onReply?: (comment: Comment) => void;
  /** The reply box, drawn under the comment when open. */
  children?: ReactNode;
}

/**
 * One comment: its author (linked to their page, or "deleted member"), the time, "edited", the
 * text, and what the reader may do with it: like it, reply, edit and delete their own (edit while
 * `editableUntil` lasts), and, as the owner of the post or entry, hide it or show it again.
 */
export function CommentView({ comment, onReply, children }: CommentViewProps) {
  const { t } = useTranslation('kit');
  const context = useDiscussionContext();
  const { id, member, ownedByMe, closed, focusTarget, focused } = context;
  const article = useRef<HTMLElement>(null);
  const [editing, setEditing] = useState(false);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const edit = useEditComment(id);
  const remove = useDeleteComment(id);
  const hide = useSetCommentHidden(id);
  const time = useDateTime(comment.createdAt);
  // When the comment was drawn: "Edit" is offered while its window was open then (the API
  // answers a late edit with the reason, shown under the box).
  const [drawnAt] = useState(() => Date.now());

  useEffect(() => {
    if (focusTarget === comment.id && article.current) {
      article.current.focus();
      focused();
    }
  }, [focusTarget, comment.id, focused]);

  const nickname = comment.author?.nickname ?? null;
  const authorName = nickname ?? t('discussion.deletedMember');
  const own = member !== null && nickname !== null && member.nickname === nickname;
  const shown = comment.state === 'published' || comment.body !== '';
  const editable =
    own && comment.editableUntil !== null && Date.parse(comment.editableUntil) > drawnAt;
  const canHide = ownedByMe && !own && comment.state === 'published';
  const canShowAgain = ownedByMe && comment.state === 'hidden' && comment.body !== '' && !own;
  const answered = comment.replyTo?.author?.nickname;

  const runHide = (hidden: boolean) =>
    hide.mutate(
      { commentId: comment.id, hidden },
      {
        onSuccess: () => context.focusComment(comment.id),
        onError: (error) => toast.error(discussionErrorMessage(error)),
      },
    );

  let body: ReactNode;
  if (comment.state === 'removed') {
    body = <p className="cc-discussion__gone">{t('discussion.removed')}</p>;
  } else if (!shown) {
    body = <p className="cc-discussion__gone">{t('discussion.hidden')}</p>;
  } else if (editing) {
    body = (
      <LazyCommentForm
        label={t('discussion.editComment')}
        submitLabel={t('discussion.save')}
        defaultBody={comment.body}
        focusOnOpen
        onSubmit={async (text) => {
          await edit.mutateAsync({ commentId: comment.id, body: text });
          setEditing(false);
          context.focusComment(comment.id);
        }}
        onCancel={() => {
          setEditing(false);
          context.focusComment(comment.id);
        }}
      />
    );
  } else {
    body = (
      <>
        <StateNote comment={comment} own={own} />
        {answered && (
          <p className="cc-discussion__answers">
            <span className="visually-hidden">{t('discussion.inReplyTo')} </span>
            <Link to={memberPage(answered)}>@{answered}</Link>
          </p>
        )}
        <CommentBody html={comment.bodyHtml} />
      </>
    );
  }

  const actionsVisible = comment.state !== 'removed' && shown && !editing;
  return (
    <article
      ref={article}
      className={`cc-discussion__comment cc-discussion__comment--${comment.state}`}
      aria-label={`${authorName}, ${time}`}
      tabIndex={-1}
    >
      <header className="cc-discussion__meta">
        {nickname ? (
          <>
            <MemberAvatar
              nickname={nickname}
              avatar={comment.author?.avatar ?? null}
              className="cc-discussion__avatar"
              size={32}
            />
            <Link className="cc-discussion__author" to={memberPage(nickname)}>
              {nickname}
            </Link>
          </>
        ) : (
          <span className="cc-discussion__author cc-discussion__author--deleted">{authorName}</span>
        )}
        <time className="cc-discussion__time" dateTime={comment.createdAt}>
          {time}
        </time>
        {comment.editedAt && comment.state !== 'removed' && (
          <span className="cc-discussion__edited">{t('discussion.edited')}</span>
        )}
      </header>
      {body}
      {actionsVisible && (
        <div
          className="cc-discussion__actions"
          role="group"
          aria-label={t('discussion.actions', { nickname: authorName })}
        >
          <LikeControls
            commentId={comment.id}
            likesCount={comment.likesCount}
            likedByMe={comment.likedByMe}
            own={own}
            likeable={comment.state === 'published'}
            what={
              nickname
                ? t('discussion.likeComment', { nickname })
                : t('discussion.likeCommentOfDeleted')
            }
          />
          {member && onReply && !closed && comment.state === 'published' && (
            <Button
              type="button"
              variant="ghost"
              size="sm"
              aria-label={t('discussion.replyTo', { nickname: authorName })}
              onClick={() => onReply(comment)}
            >
              {t('discussion.reply')}
            </Button>
          )}
          {editable && (
            <Button type="button" variant="ghost" size="sm" onClick={() => setEditing(true)}>
              {t('discussion.edit')}
            </Button>
          )}
          {own && (
            <Button
              type="button"
              variant="ghost"
              size="sm"
              onClick={() => setConfirmingDelete(true)}
            >
              {t('discussion.delete')}
            </Button>
          )}
          {(canHide || canShowAgain) && (
            <Button
              type="button"
              variant="ghost"
              size="sm"
              loading={hide.isPending}
              onClick={() => runHide(canHide)}
            >
              {canHide ? t('discussion.hide') : t('discussion.show')}
            </Button>
          )}
          {member && !own && nickname && comment.state === 'published' && (
            <ReportButton
              subject={{ subjectType: 'comment', commentId: comment.id, name: nickname }}
            />
          )}
        </div>
      )}
      {children}
      <ConfirmDialog
        open={confirmingDelete}
        title={t('discussion.deleteTitle')}
        description={t('discussion.deleteDescription')}
        confirmLabel={t('discussion.deleteConfirm')}
        cancelLabel={t('discussion.cancel')}
        tone="danger"
        busy={remove.isPending}
        onCancel={() => setConfirmingDelete(false)}
        onConfirm={() =>
          remove.mutate(comment.id, {
            onSuccess: () => {
              setConfirmingDelete(false);
              context.focusComment(comment.id);
            },
            onError: (error) => {
              setConfirmingDelete(false);
              toast.error(discussionErrorMessage(error));
            },
          })
        }
      />
    </article>
  );
}
