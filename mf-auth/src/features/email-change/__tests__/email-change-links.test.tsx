import { apiClient } from '@carclub/api-client';
import { i18n } from '@carclub/i18n';
import { useSessionStore } from '@carclub/session';
import { screen } from '@testing-library/react';
import { StrictMode } from 'react';

import { CancelEmailChangePage } from '../../../pages/cancel-email-change-page';
import { ConfirmEmailPage } from '../../../pages/confirm-email-page';
import {
  errorPayload,
  fakeApiMethods,
  httpError,
  renderPage,
  setupTestEnvironment,
} from '../../../test-utils/render';

const { post } = fakeApiMethods(apiClient);

setupTestEnvironment();

const openConfirm = (url = '/confirm-email?token=c0nf1rm') =>
  renderPage(
    <StrictMode>
      <ConfirmEmailPage />
    </StrictMode>,
    '/confirm-email',
    url,
  );
const openCancel = (url = '/cancel-email-change?token=c4nc3l') =>
  renderPage(
    <StrictMode>
      <CancelEmailChangePage />
    </StrictMode>,
    '/cancel-email-change',
    url,
  );

function signedIn() {
  useSessionStore.getState().setTokens({ accessToken: 'access', refreshToken: 'refresh' });
  useSessionStore.getState().setUser({
    id: 'u1',
    email: 'ann@example.com',
    nickname: 'ann',
    roles: ['user'],
    permissions: [],
    restrictions: [],
  });
}

describe('the link to the new address', () => {
  it('confirms once and names the new address, with a way back to the settings', async () => {
    post.mockResolvedValueOnce({ data: { email: 'ann@new.example' } });
    openConfirm();
    expect(screen.getByRole('status')).toHaveTextContent('Confirming your new address…');
    expect(
      await screen.findByRole('heading', { name: 'Your e-mail address is changed' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/now uses ann@new\.example/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the settings' })).toHaveAttribute(
      'href',
      '/profile/settings',
    );
    expect(post).toHaveBeenCalledTimes(1);
    expect(post).toHaveBeenCalledWith('/profile/email-change/confirm', { token: 'c0nf1rm' });
  });

  it('says when another account took the address meanwhile (409)', async () => {
    post.mockRejectedValueOnce(
      httpError(409, errorPayload(409, 'Conflict', 'email already exists')),
    );
    openConfirm();
    expect(
      await screen.findByRole('heading', { name: 'The address is taken' }),
    ).toBeInTheDocument();
  });

  it('tells an expired link (410) from an unknown one (400), and asks nothing without a token', async () => {
    post.mockRejectedValueOnce(httpError(410, errorPayload(410, 'Gone', 'Link expired')));
    const expired = openConfirm();
    expect(
      await screen.findByRole('heading', { name: 'The link has expired' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/work for 24 hours/)).toBeInTheDocument();
    expired.unmount();

    post.mockRejectedValueOnce(httpError(400, errorPayload(400, 'Bad Request', 'Invalid token')));
    const unknown = openConfirm();
    expect(
      await screen.findByRole('heading', { name: 'The link is not valid' }),
    ).toBeInTheDocument();
    unknown.unmount();

    post.mockClear();
    openConfirm('/confirm-email');
    expect(
      await screen.findByRole('heading', { name: 'The link is not valid' }),
    ).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  });
});

describe('the link to the old address', () => {
  it('cancels, forgets this browser’s session (the server ended them all) and offers a new password', async () => {
    signedIn();
    post.mockResolvedValueOnce({ data: { email: 'ann@example.com' } });
    openCancel();
    expect(
      await screen.findByRole('heading', { name: 'The change is cancelled' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/keeps the address ann@example\.com/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Set a new password' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(post).toHaveBeenCalledWith('/profile/email-change/cancel', { token: 'c4nc3l' });
    expect(useSessionStore.getState()).toMatchObject({
      tokens: null,
      user: null,
      status: 'anonymous',
    });
  });

  it('speaks Ukrainian', async () => {
    await i18n.changeLanguage('uk');
    post.mockRejectedValueOnce(httpError(410, errorPayload(410, 'Gone', 'Link expired')));
    openCancel();
    expect(
      await screen.findByRole('heading', { name: 'Термін дії посилання минув' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Це посилання діяло 7 днів і вже не може скасувати зміну.'),
    ).toBeInTheDocument();
  });
});
