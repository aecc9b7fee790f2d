import { apiClient } from '@carclub/api-client';
import type { CurrentUser } from '@carclub/contracts';
import { i18n } from '@carclub/i18n';
import { MemoryRouter } from '@carclub/router';
import { CURRENT_USER_QUERY_KEY, queryClient as sessionQueryClient } from '@carclub/session';
import {
  errorPayload,
  fakeApiMethods,
  httpError,
  renderPage,
  setupTestEnvironment,
} from '@carclub/testing';
import { currentUserFixture } from '@carclub/testing/fixtures';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';

import { FollowButton } from '../follow-button';

setupTestEnvironment();
const { get, put, delete: del } = fakeApiMethods(apiClient);

const CAR_ID = '0d5c0000-0000-4000-8000-0000000000c1';
const PAGE = '/u/ann/car/golf';
const bob = currentUserFixture({ id: 'u-bob', nickname: 'bob' });

function signIn(user: CurrentUser | null) {
  act(() => {
    sessionQueryClient.setQueryData(CURRENT_USER_QUERY_KEY, user);
  });
}

const button = (ownedByViewer = false) => (
  <FollowButton kind="vehicles" id={CAR_ID} name="Golf" ownedByViewer={ownedByViewer} />
);

describe('FollowButton', () => {
  beforeEach(() => i18n.changeLanguage('en'));
  afterEach(() => signIn(null));

  it('offers a visitor to sign in and come back, and asks the API for nothing', async () => {
    signIn(null);
    renderPage(button(), PAGE);
    expect(await screen.findByRole('link', { name: 'Sign in to follow' })).toHaveAttribute(
      'href',
      `/login?redirect=${encodeURIComponent(PAGE)}`,
    );
    expect(get).not.toHaveBeenCalled();
  });

  it('hydrates the server’s markup unchanged when the member is known first', async () => {
    get.mockResolvedValue({ data: { followersCount: 2, followedByMe: false } });
    const page = (
      <QueryClientProvider client={new QueryClient()}>
        <I18nextProvider i18n={i18n}>
          <MemoryRouter>{button()}</MemoryRouter>
        </I18nextProvider>
      </QueryClientProvider>
    );
    signIn(null);
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    document.body.append(container);
    signIn(bob);
    const recoverable = jest.fn();
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, page, { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(await screen.findByRole('button', { name: 'Follow' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    act(() => root?.unmount());
    container.remove();
  });

  it('follows and stops, with the count and a toast each time, in Ukrainian too', async () => {
    await i18n.changeLanguage('uk');
    signIn(bob);
    get.mockResolvedValue({ data: { followersCount: 4, followedByMe: false } });
    put.mockResolvedValue({ data: { followersCount: 5, followedByMe: true } });
    del.mockResolvedValue({ status: 204 });
    renderPage(button(), PAGE);
    expect(await screen.findByText('4 читачі')).toBeVisible();
    expect(get).toHaveBeenCalledWith(`/follows/vehicles/${CAR_ID}`, expect.anything());

    await userEvent.click(screen.getByRole('button', { name: 'Стежити' }));
    expect(put).toHaveBeenCalledWith(`/follows/vehicles/${CAR_ID}`, undefined);
    expect(await screen.findByRole('button', { name: 'Ви стежите', pressed: true })).toBeVisible();
    expect(screen.getByText('5 читачів')).toBeVisible();
    expect(await screen.findByText('Ви стежите за: Golf')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Ви стежите' }));
    expect(del.mock.calls[0]?.[0]).toBe(`/follows/vehicles/${CAR_ID}`);
    expect(await screen.findByRole('button', { name: 'Стежити', pressed: false })).toBeVisible();
    expect(screen.getByText('4 читачі')).toBeVisible();
  });

  it('says why the API refused, and shows nothing on the owner’s own car', async () => {
    signIn(bob);
    get.mockResolvedValue({ data: { followersCount: 0, followedByMe: false } });
    put.mockRejectedValue(
      httpError(
        400,
        // The API's English summary; the field's catalogue key is what the reader is told.
        errorPayload(400, 'Bad Request', 'Cannot follow your own', {
          follows: ['validation.cannotFollowOwn'],
        }),
      ),
    );
    const view = renderPage(button(), PAGE);
    await userEvent.click(await screen.findByRole('button', { name: 'Follow' }));
    expect(
      await screen.findByText('You cannot follow yourself or your own car'),
    ).toBeInTheDocument();
    view.unmount();

    renderPage(button(true), PAGE);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
