import { apiClient } from '@carclub/api-client';
import type { CurrentUser } from '@carclub/contracts';
import { i18n } from '@carclub/i18n';
import { MemoryRouter } from '@carclub/router';
import { CURRENT_USER_QUERY_KEY, queryClient as sessionQueryClient } from '@carclub/session';
import { fakeApiMethods, renderPage, setupTestEnvironment } from '@carclub/testing';
import { currentUserFixture } from '@carclub/testing/fixtures';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';

import { BookmarkButton } from '../bookmark-button';

setupTestEnvironment();
const { get, put } = fakeApiMethods(apiClient);

const DISCUSSION_ID = '0d5c0000-0000-4000-8000-0000000000b1';
const bob = currentUserFixture({ id: 'u-bob', nickname: 'bob' });

function signIn(user: CurrentUser | null) {
  act(() => {
    sessionQueryClient.setQueryData(CURRENT_USER_QUERY_KEY, user);
  });
}

function answerContains(discussionIds: string[]) {
  get.mockImplementation(async (url: string) => {
    if (url !== '/bookmarks/contains') throw new Error(`unexpected GET ${url}`);
    return { data: { vehicleIds: [], entryIds: [], discussionIds } };
  });
}

const button = (ownedByViewer = false) => (
  <BookmarkButton kind="discussions" id={DISCUSSION_ID} ownedByViewer={ownedByViewer} />
);

describe('BookmarkButton', () => {
  beforeEach(() => i18n.changeLanguage('en'));
  afterEach(() => signIn(null));

  it('hydrates the server’s markup unchanged when the member is known first, then shows itself', async () => {
    answerContains([]);
    const page = (
      <QueryClientProvider client={new QueryClient()}>
        <I18nextProvider i18n={i18n}>
          <MemoryRouter>{button()}</MemoryRouter>
        </I18nextProvider>
      </QueryClientProvider>
    );
    // The server renders as nobody in particular…
    signIn(null);
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    document.body.append(container);
    // …and the browser has loaded the member before this part of the page hydrates.
    signIn(bob);
    const recoverable = jest.fn();
    const errors = jest.spyOn(console, 'error');
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, page, { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    expect(await screen.findByRole('button', { name: 'Bookmark' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    act(() => root?.unmount());
    container.remove();
  });

  it('bookmarks a post by its discussion and says it is on, in Ukrainian too', async () => {
    signIn(bob);
    const saved: string[] = [];
    get.mockImplementation(async () => ({
      data: { vehicleIds: [], entryIds: [], discussionIds: saved },
    }));
    put.mockImplementation(async () => {
      saved.push(DISCUSSION_ID);
      return { status: 204 };
    });
    const user = userEvent.setup();
    renderPage(button(), '/p');
    await user.click(await screen.findByRole('button', { name: 'Bookmark' }));
    expect(put).toHaveBeenCalledWith(`/bookmarks/discussions/${DISCUSSION_ID}`, undefined);
    expect(await screen.findByRole('button', { name: 'Bookmarked' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await act(() => i18n.changeLanguage('uk'));
    expect(screen.getByRole('button', { name: 'У закладках' })).toBeVisible();
  });

  it('is not there for a visitor or for the post’s author', async () => {
    answerContains([DISCUSSION_ID]);
    renderPage(button(), '/p');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    signIn(bob);
    renderPage(button(true), '/p');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(get).not.toHaveBeenCalled();
  });
});
