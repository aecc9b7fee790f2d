import { apiClient } from '@carclub/api-client';
import type { CurrentUser } from '@carclub/contracts';
import { i18n } from '@carclub/i18n';
import { CURRENT_USER_QUERY_KEY, queryClient as sessionQueryClient } from '@carclub/session';
import {
  errorPayload,
  fakeApiMethods,
  httpError,
  renderPage,
  setupTestEnvironment,
} from '@carclub/testing';
import { currentUserFixture } from '@carclub/testing/fixtures';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';

import { Discussion } from '../discussion';
import { comment, DISCUSSION_ID, PAGE, summary, thread } from './discussion-fixtures';

setupTestEnvironment();
const { get, post, put, patch, delete: del } = fakeApiMethods(apiClient);

const BASE = `/discussions/${DISCUSSION_ID}`;
const COUNTS = { id: DISCUSSION_ID, commentsCount: 2, likesCount: 3 };
const OTHER_ID = '0d5c0000-0000-4000-8000-000000000002';

/** GET answers by path; a path not planned fails the test's request. */
type Answer = object | ((params?: Record<string, string>) => unknown);

function answerGets(routes: Record<string, Answer>) {
  get.mockImplementation(async (url: string, options?: { params?: Record<string, string> }) => {
    if (!(url in routes)) throw httpError(404, errorPayload(404, 'Not Found', 'Not found'));
    const route = routes[url];
    // A route may answer later: a promise that the test settles.
    return { data: await (typeof route === 'function' ? route(options?.params) : route) };
  });
}

function signIn(user: CurrentUser | null) {
  act(() => {
    sessionQueryClient.setQueryData(CURRENT_USER_QUERY_KEY, user);
  });
}

const renderDiscussion = () => renderPage(<Discussion counts={COUNTS} />, PAGE);

const ann = comment('ann', 'Nice **brakes**', { likesCount: 1 });
const annReply = comment('carol', 'Which pads?', { rootId: ann.id });
const replyToReply = comment('ann', 'Ferodo', {
  rootId: ann.id,
  replyTo: { id: annReply.id, author: { nickname: 'carol', avatar: null } },
  editedAt: '2026-03-01T10:05:00.000Z',
});
const gone = comment(null, 'Old words', { likesCount: 0 });
const removed = comment('dan', '', { state: 'removed' });
const hidden = comment('eve', '', { state: 'hidden' });

describe('Discussion', () => {
  beforeEach(() => i18n.changeLanguage('en'));
  afterEach(() => signIn(null));

  describe('for a visitor', () => {
    beforeEach(() =>
      answerGets({
        [BASE]: summary(),
        [`${BASE}/comments`]: {
          items: [
            thread(ann, [annReply, replyToReply]),
            thread(gone),
            thread(removed),
            thread(hidden),
          ],
          nextCursor: null,
        },
      }),
    );

    it('shows the counters at once, then the thread, with links to sign in that come back', async () => {
      renderDiscussion();
      expect(screen.getByRole('heading', { level: 2, name: 'Comments (2)' })).toBeVisible();
      expect(screen.getByRole('button', { name: '3 likes' })).toBeVisible();
      const threads = await screen.findAllByRole('article');
      expect(threads).toHaveLength(6);

      const first = threads[0]!;
      expect(within(first).getByRole('link', { name: 'ann' })).toHaveAttribute('href', '/u/ann');
      expect(within(first).getByText('brakes').tagName).toBe('STRONG');
      expect(within(first).getByRole('button', { name: '1 like' })).toBeVisible();
      // A visitor is offered no like or reply of a comment: the sign-in link is the way in.
      expect(within(first).queryByRole('button', { name: /Like|Reply/ })).toBeNull();

      const answer = threads[2]!;
      expect(within(answer).getByRole('link', { name: '@carol' })).toHaveAttribute(
        'href',
        '/u/carol',
      );
      expect(within(answer).getByText('in reply to')).toHaveClass('visually-hidden');
      expect(within(answer).getByText('edited')).toBeVisible();

      expect(within(threads[3]!).getByText('Deleted member')).toBeVisible();
      expect(within(threads[3]!).queryByRole('link', { name: 'Deleted member' })).toBeNull();
      expect(within(threads[4]!).getByText('Comment removed')).toBeVisible();
      expect(within(threads[5]!).getByText('Comment hidden')).toBeVisible();
      // A comment nobody liked shows no count; one that cannot be read offers nothing.
      expect(within(threads[3]!).queryByText('0 likes')).toBeNull();
      expect(within(threads[5]!).queryByRole('group')).toBeNull();

      for (const name of ['Sign in to like', 'Sign in to comment']) {
        expect(screen.getByRole('link', { name })).toHaveAttribute(
          'href',
          `/login?redirect=${encodeURIComponent(PAGE)}`,
        );
      }
      expect(screen.queryByRole('textbox')).toBeNull();
    });

    it('lists who liked in a dialog, a page at a time', async () => {
      const likers = (from: number, to: number) =>
        Array.from({ length: to - from }, (_, index) => ({
          nickname: `fan${from + index}`,
          avatar: null,
          likedAt: '2026-03-01T10:00:00.000Z',
        }));
      answerGets({
        [BASE]: summary(),
        [`${BASE}/comments`]: { items: [], nextCursor: null },
        [`${BASE}/likes`]: (params?: Record<string, string>) =>
          params?.cursor === 'p2'
            ? { items: likers(2, 3), nextCursor: null }
            : { items: likers(0, 2), nextCursor: 'p2' },
      });
      renderDiscussion();
      await userEvent.click(screen.getByRole('button', { name: '3 likes' }));
      const dialog = await screen.findByRole('dialog', { name: 'Who liked' });
      expect(await within(dialog).findByRole('link', { name: 'fan0' })).toHaveAttribute(
        'href',
        '/u/fan0',
      );
      await userEvent.click(within(dialog).getByRole('button', { name: 'Show more' }));
      expect(await within(dialog).findByRole('link', { name: 'fan2' })).toBeVisible();
      expect(within(dialog).queryByRole('button', { name: 'Show more' })).toBeNull();
    });
  });

  it('shows more comments and more replies by their cursors', async () => {
    const later = comment('zoe', 'Later one');
    const third = comment('max', 'Third reply', { rootId: ann.id });
    answerGets({
      [BASE]: summary(),
      [`${BASE}/comments`]: (params?: Record<string, string>) =>
        params?.cursor === 'next'
          ? { items: [thread(later)], nextCursor: null }
          : { items: [thread(ann, [annReply], 3)], nextCursor: 'next' },
      [`${BASE}/comments/${ann.id}/replies`]: (params?: Record<string, string>) =>
        params?.cursor === 'r2'
          ? { items: [third], nextCursor: null }
          : { items: [annReply, replyToReply], nextCursor: 'r2' },
    });
    renderDiscussion();
    await userEvent.click(await screen.findByRole('button', { name: 'Show 2 more replies' }));
    expect(await screen.findByText('Ferodo')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Show more replies' }));
    expect(await screen.findByText('Third reply')).toBeVisible();
    expect(screen.queryByRole('button', { name: /more replies/ })).toBeNull();
    // Each reply once, though the first page and the thread both carried the first.
    expect(screen.getAllByText('Which pads?')).toHaveLength(1);

    await userEvent.click(screen.getByRole('button', { name: 'Show more comments' }));
    expect(await screen.findByText('Later one')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Show more comments' })).toBeNull();
  });

  describe('for a member', () => {
    const carol = currentUserFixture({ id: 'u-carol', nickname: 'carol' });

    it('keeps the thread a visitor saw while their own loads, then shows theirs', async () => {
      answerGets({
        [BASE]: summary(),
        [`${BASE}/comments`]: { items: [thread(ann)], nextCursor: null },
      });
      renderDiscussion();
      expect(await screen.findByRole('article', { name: /^ann,/ })).toBeVisible();

      let answerMember: (page: unknown) => void = () => {};
      const liked = comment('dan', 'Mine too', { likedByMe: true, likesCount: 1 });
      answerGets({
        [BASE]: summary({ likedByMe: true }),
        [`${BASE}/comments`]: () =>
          new Promise((resolve) => {
            answerMember = resolve;
          }),
      });
      signIn(carol);
      await waitFor(() => expect(get).toHaveBeenCalledTimes(4));
      // The member's pages are on their way: the visitor's stay, no placeholder flashes.
      expect(screen.getByRole('article', { name: /^ann,/ })).toBeVisible();
      expect(document.querySelector('.cc-discussion__loading')).toBeNull();

      act(() => answerMember({ items: [thread(ann), thread(liked)], nextCursor: null }));
      const theirs = await screen.findByRole('article', { name: /^dan,/ });
      expect(within(theirs).getByRole('button', { name: /^Like/, pressed: true })).toBeVisible();
    });

    it('shows another discussion’s placeholder, not the thread of the one before', async () => {
      answerGets({
        [BASE]: summary(),
        [`${BASE}/comments`]: { items: [thread(ann)], nextCursor: null },
        [`/discussions/${OTHER_ID}`]: summary({ id: OTHER_ID }),
        [`/discussions/${OTHER_ID}/comments`]: () => new Promise(() => {}),
      });
      signIn(carol);
      // One page whose discussion changes under the same component, as a client navigation does.
      function Switching() {
        const [id, setId] = useState(DISCUSSION_ID);
        return (
          <>
            <button type="button" onClick={() => setId(OTHER_ID)}>
              Next
            </button>
            <Discussion counts={{ ...COUNTS, id }} />
          </>
        );
      }
      renderPage(<Switching />, PAGE);
      expect(await screen.findByRole('article', { name: /^ann,/ })).toBeVisible();
      await userEvent.click(screen.getByRole('button', { name: 'Next' }));
      await waitFor(() =>
        expect(get).toHaveBeenCalledWith(`/discussions/${OTHER_ID}/comments`, expect.anything()),
      );
      expect(screen.queryByRole('article')).toBeNull();
      expect(document.querySelector('.cc-discussion__loading')).not.toBeNull();
    });

    it('writes a comment: it is added, focused, and the box is emptied', async () => {
      answerGets({
        [BASE]: summary(),
        [`${BASE}/comments`]: { items: [thread(ann)], nextCursor: null },
      });
      const mine = comment('carol', 'Great _job_');
      post.mockResolvedValue({ status: 201, data: mine });
      signIn(carol);
      renderDiscussion();
      const box = await screen.findByRole('textbox', { name: 'Your comment' });
      await userEvent.type(box, 'Great _job_');
      await userEvent.click(screen.getByRole('button', { name: 'Comment' }));
      expect(post).toHaveBeenCalledWith(`${BASE}/comments`, {
        body: 'Great _job_',
        replyToId: null,
      });
      const added = await screen.findByRole('article', { name: /^carol,/ });
      await waitFor(() => expect(added).toHaveFocus());
      expect(within(added).getByText('job').tagName).toBe('EM');
      expect(box).toHaveValue('');
    });

    it('keeps the text and says why when comments were closed meanwhile', async () => {
      answerGets({
        [BASE]: summary(),
        [`${BASE}/comments`]: { items: [], nextCursor: null },
      });
      post.mockRejectedValue(
        httpError(
          400,
          errorPayload(400, 'Bad Request', 'Comments are closed', {
            body: ['validation.commentsClosed'],
          }),
        ),
      );
      signIn(carol);
      await i18n.changeLanguage('uk');
      renderDiscussion();
      const box = await screen.findByRole('textbox', { name: 'Ваш коментар' });
      await userEvent.type(box, 'Запізно');
      await userEvent.click(screen.getByRole('button', { name: 'Коментувати' }));
      expect(await screen.findByText('Коментування тут закрито')).toBeVisible();
      expect(box).toHaveValue('Запізно');
      expect(box).toHaveAccessibleDescription(expect.stringContaining('Коментування тут закрито'));
    });

    it('answers a reply: the new one joins the thread and names whom it answers', async () => {
      answerGets({
        [BASE]: summary(),
        [`${BASE}/comments`]: { items: [thread(ann, [annReply])], nextCursor: null },
      });
      const answer = comment('carol', 'Brembo', {
        rootId: ann.id,
        replyTo: { id: annReply.id, author: { nickname: 'carol', avatar: null } },
      });
      post.mockResolvedValue({ status: 201, data: answer });
      signIn(currentUserFixture({ id: 'u-ann', nickname: 'ann' }));
      renderDiscussion();
      await userEvent.click(await screen.findByRole('button', { name: 'Reply to carol' }));
      const box = screen.getByRole('textbox', { name: 'Your reply to carol' });
      expect(box).toHaveFocus();
      await userEvent.type(box, 'Brembo');
      await userEvent.click(screen.getByRole('button', { name: 'Reply' }));
      expect(post).toHaveBeenCalledWith(`${BASE}/comments`, {
        body: 'Brembo',
        replyToId: annReply.id,
      });
      const added = await screen.findByText('Brembo');
      const article = added.closest('article')!;
      expect(within(article).getByRole('link', { name: '@carol' })).toBeVisible();
      await waitFor(() => expect(article).toHaveFocus());
      expect(screen.queryByRole('textbox', { name: 'Your reply to carol' })).toBeNull();
    });

    it('likes the entry and a comment, and undoes it; the catalogue says why one is refused', async () => {
      answerGets({
        [BASE]: summary(),
        [`${BASE}/comments`]: { items: [thread(ann)], nextCursor: null },
      });
      put.mockImplementation(async (url: string) => ({
        data:
          url === `${BASE}/like` ? { liked: true, likesCount: 4 } : { liked: true, likesCount: 2 },
      }));
      del.mockResolvedValue({ data: { liked: false, likesCount: 3 } });
      signIn(carol);
      renderDiscussion();
      const like = await screen.findByRole('button', { name: 'Like', pressed: false });
      await waitFor(() => expect(like).toBeEnabled());
      await userEvent.click(like);
      expect(put).toHaveBeenCalledWith(`${BASE}/like`, undefined);
      expect(await screen.findByRole('button', { name: 'Like', pressed: true })).toBeVisible();
      expect(screen.getByRole('button', { name: '4 likes' })).toBeVisible();
      await userEvent.click(screen.getByRole('button', { name: 'Like', pressed: true }));
      expect(del).toHaveBeenCalledWith(`${BASE}/like`);
      expect(await screen.findByRole('button', { name: '3 likes' })).toBeVisible();

      await userEvent.click(screen.getByRole('button', { name: 'Like the comment by ann' }));
      expect(put).toHaveBeenCalledWith(`${BASE}/comments/${ann.id}/like`, undefined);
      expect(
        await screen.findByRole('button', { name: 'Like the comment by ann', pressed: true }),
      ).toBeVisible();
      expect(screen.getByRole('button', { name: '2 likes' })).toBeVisible();

      put.mockRejectedValue(
        httpError(
          400,
          errorPayload(400, 'Bad Request', 'Cannot like your own', {
            like: ['validation.cannotLikeOwn'],
          }),
        ),
      );
      await userEvent.click(screen.getByRole('button', { name: 'Like', pressed: false }));
      expect(await screen.findByText('You cannot like what you wrote')).toBeInTheDocument();
    });

    it('edits their comment while it may, and deletes it after asking: its place stays', async () => {
      const mine = comment('carol', 'Frist', {
        editableUntil: new Date(Date.now() + 30 * 60_000).toISOString(),
      });
      const old = comment('carol', 'Long ago');
      answerGets({
        [BASE]: summary(),
        [`${BASE}/comments`]: { items: [thread(mine), thread(old)], nextCursor: null },
      });
      patch.mockResolvedValue({
        data: {
          ...comment('carol', 'First', { editableUntil: mine.editableUntil }),
          id: mine.id,
          editedAt: new Date().toISOString(),
        },
      });
      del.mockResolvedValue({ status: 204 });
      signIn(carol);
      renderDiscussion();
      const [first, second] = await screen.findAllByRole('article');
      // Past its window a comment can still be deleted, not edited; one's own is not liked.
      expect(within(second!).queryByRole('button', { name: 'Edit' })).toBeNull();
      expect(within(second!).getByRole('button', { name: 'Delete' })).toBeVisible();
      expect(within(first!).queryByRole('button', { name: /^Like/ })).toBeNull();

      await userEvent.click(within(first!).getByRole('button', { name: 'Edit' }));
      const box = within(first!).getByRole('textbox', { name: 'Edit your comment' });
      await userEvent.clear(box);
      await userEvent.type(box, 'First');
      await userEvent.click(within(first!).getByRole('button', { name: 'Save' }));
      expect(patch).toHaveBeenCalledWith(`${BASE}/comments/${mine.id}`, { body: 'First' });
      expect(await within(first!).findByText('First')).toBeVisible();
      expect(within(first!).getByText('edited')).toBeVisible();
      await waitFor(() => expect(first).toHaveFocus());

      await userEvent.click(within(first!).getByRole('button', { name: 'Delete' }));
      const dialog = screen.getByRole('alertdialog', { name: 'Delete your comment?' });
      await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
      expect(del).toHaveBeenCalledWith(`${BASE}/comments/${mine.id}`);
      expect(await within(first!).findByText('Comment removed')).toBeVisible();
      expect(within(first!).queryByText('First')).toBeNull();
      await waitFor(() => expect(first).toHaveFocus());
    });

    it('sees their own held and hidden comments with a note', async () => {
      answerGets({
        [BASE]: summary(),
        [`${BASE}/comments`]: {
          items: [
            thread(comment('carol', 'First words', { state: 'held' })),
            thread(
              comment('carol', 'Rude words', { state: 'hidden', moderationReason: 'Insults' }),
            ),
          ],
          nextCursor: null,
        },
      });
      signIn(carol);
      renderDiscussion();
      expect(
        await screen.findByText('Waits for a moderator: only you see it for now.'),
      ).toBeVisible();
      expect(screen.getByText('First words')).toBeVisible();
      expect(screen.getByText('Hidden by a moderator: Insults')).toBeVisible();
    });
  });

  describe('for the owner of the entry', () => {
    const bob = currentUserFixture({ id: 'u-bob', nickname: 'bob' });

    it('hides a comment, shows it again, and closes comments; no like of their own', async () => {
      answerGets({
        [BASE]: summary({ ownedByMe: true }),
        [`${BASE}/comments`]: { items: [thread(ann)], nextCursor: null },
      });
      put.mockImplementation(async (url: string) => ({
        data:
          url === `${BASE}/closed`
            ? summary({ ownedByMe: true, commentsClosed: true })
            : { ...ann, state: 'hidden' },
      }));
      del.mockResolvedValue({ data: ann });
      signIn(bob);
      renderDiscussion();
      const article = await screen.findByRole('article', { name: /^ann,/ });
      await waitFor(() =>
        expect(screen.getByRole('button', { name: 'Close comments' })).toBeVisible(),
      );
      expect(screen.queryByRole('button', { name: 'Like' })).toBeNull();
      expect(screen.getByRole('button', { name: '3 likes' })).toBeVisible();

      await userEvent.click(within(article).getByRole('button', { name: 'Hide' }));
      expect(put).toHaveBeenCalledWith(`${BASE}/comments/${ann.id}/hidden`, undefined);
      expect(
        await within(article).findByText('You hid this comment: others see “Comment hidden”.'),
      ).toBeVisible();
      await userEvent.click(within(article).getByRole('button', { name: 'Show again' }));
      expect(del).toHaveBeenCalledWith(`${BASE}/comments/${ann.id}/hidden`);
      expect(await within(article).findByRole('button', { name: 'Hide' })).toBeVisible();

      await userEvent.click(screen.getByRole('button', { name: 'Close comments' }));
      expect(put).toHaveBeenCalledWith(`${BASE}/closed`, undefined);
      expect(await screen.findByText('Comments are closed.')).toBeVisible();
      expect(screen.queryByRole('textbox', { name: 'Your comment' })).toBeNull();
      expect(screen.getByRole('button', { name: 'Open comments' })).toBeVisible();
      expect(screen.queryByRole('button', { name: 'Reply to ann' })).toBeNull();
    });
  });

  describe('live, from the discussion stream', () => {
    /** The page's one EventSource, whose events the test sends. */
    class FakeEventSource {
      static last: FakeEventSource | undefined;
      static readonly CLOSED = 2;
      readonly listeners = new Map<string, (message: MessageEvent<string>) => void>();
      readyState = 1;
      constructor(readonly url: string) {
        FakeEventSource.last = this;
      }
      addEventListener(name: string, listener: (message: MessageEvent<string>) => void) {
        this.listeners.set(name, listener);
      }
      close() {
        this.readyState = FakeEventSource.CLOSED;
      }
      send(name: string, data: object) {
        act(() => {
          this.listeners.get(name)?.({ type: name, data: JSON.stringify(data) } as MessageEvent);
        });
      }
    }
    const realEventSource = globalThis.EventSource;
    beforeEach(() => {
      globalThis.EventSource = FakeEventSource as unknown as typeof EventSource;
      answerGets({
        [BASE]: summary(),
        [`${BASE}/comments`]: { items: [thread(ann)], nextCursor: null },
      });
    });
    afterEach(() => {
      globalThis.EventSource = realEventSource;
    });
    const calls = () => get.mock.calls.filter(([url]) => String(url).startsWith(BASE)).length;

    it('refetches on a change, not on the first counts that repeat what it shows', async () => {
      renderDiscussion();
      expect(await screen.findByText('brakes')).toBeVisible();
      const source = FakeEventSource.last!;
      expect(source.url).toBe(`/api${BASE}/events`);
      const before = calls();
      source.send('counts', { commentsCount: 2, likesCount: 3 });
      // A refetch would have been asked for by now (it starts within a tick).
      await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
      expect(calls()).toBe(before);
      source.send('counts', { commentsCount: 3, likesCount: 3 });
      await waitFor(() => expect(calls()).toBeGreaterThan(before));
    });
  });
});
