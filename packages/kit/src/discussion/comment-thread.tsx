import type { Comment, CommentThread as Thread } from '@carclub/contracts';
import { Button, toast } from '@carclub/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import '../i18n';
import { useCreateComment } from './endpoints/create-comment';
import { useReplies } from './endpoints/get-replies';
import { LazyCommentForm } from './comment-form-lazy';
import { CommentView } from './comment-view';
import { useDiscussionContext } from './discussion-context';
import { discussionErrorMessage } from './error-message';

/** Each comment once, in order: a page read after a comment was added may carry it again. */
export function uniqueById<T extends { id: string }>(items: T[]): T[] {
  const seen = new Set<string>();
  return items.filter((item) => !seen.has(item.id) && seen.add(item.id));
}

/**
 * A top-level comment and its replies (two levels: a reply to a reply stays here and names whom
 * it answers), "show N more replies", and one reply box, under the comment it answers.
 */
export function CommentThread({ thread }: { thread: Thread }) {
  const { t } = useTranslation('kit');
  const { id, reader, focusComment } = useDiscussionContext();
  const [expanded, setExpanded] = useState(false);
  const [answering, setAnswering] = useState<Comment | null>(null);
  const replies = useReplies(id, thread.id, reader, expanded);
  const create = useCreateComment(id, reader);

  const all = expanded && replies.data ? replies.data.pages.flatMap((page) => page.items) : [];
  const shownReplies = uniqueById(all.length > 0 ? [...all, ...thread.replies] : thread.replies);
  const more = Math.max(0, thread.repliesCount - shownReplies.length);
  // Until the replies are asked for, the thread's count says how many are left; after, the pages.
  const hasMore = expanded ? replies.hasNextPage || replies.isError : more > 0;

  const reply = (comment: Comment) => setAnswering(comment);
  const replyBox = (comment: Comment) =>
    answering?.id === comment.id && (
      <div className="cc-discussion__reply-box">
        <LazyCommentForm
          label={t('discussion.yourReply', {
            nickname: comment.author?.nickname ?? t('discussion.deletedMember'),
          })}
          submitLabel={t('discussion.sendReply')}
          focusOnOpen
          onSubmit={async (body) => {
            const created = await create.mutateAsync({ body, replyToId: comment.id });
            setAnswering(null);
            if (created.state === 'held') toast.success(t('discussion.sentHeld'));
            focusComment(created.id);
          }}
          onCancel={() => {
            setAnswering(null);
            focusComment(comment.id);
          }}
        />
      </div>
    );

  return (
    <li className="cc-discussion__thread">
      <CommentView comment={thread} onReply={reply}>
        {replyBox(thread)}
      </CommentView>
      {shownReplies.length > 0 && (
        <ol className="cc-discussion__replies">
          {shownReplies.map((comment) => (
            <li key={comment.id}>
              <CommentView comment={comment} onReply={reply}>
                {replyBox(comment)}
              </CommentView>
            </li>
          ))}
        </ol>
      )}
      {expanded && replies.isError && (
        <p className="cc-discussion__note" role="alert">
          {discussionErrorMessage(replies.error)}
        </p>
      )}
      {hasMore && (
        <Button
          type="button"
          variant="ghost"
          size="sm"
          className="cc-discussion__more-replies"
          loading={replies.isFetching}
          onClick={() => {
            if (!expanded) setExpanded(true);
            else if (replies.isError) void replies.refetch();
            else
              void replies
                .fetchNextPage()
                .catch((error: unknown) => toast.error(discussionErrorMessage(error)));
          }}
        >
          {expanded || more === 0
            ? t('discussion.moreRepliesUnknown')
            : t('discussion.moreReplies', { count: more })}
        </Button>
      )}
    </li>
  );
}
