import { apiClient } from '@carclub/api-client';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';

import { ActivatePage } from '../../../pages/activate-page';
import {
  errorPayload,
  fakeApiMethods,
  httpError,
  renderPage,
  setupTestEnvironment,
} from '../../../test-utils/render';

const { post } = fakeApiMethods(apiClient);

setupTestEnvironment();

const open = (url = '/activate?token=abc123') =>
  renderPage(
    <StrictMode>
      <ActivatePage />
    </StrictMode>,
    '/activate',
    url,
  );

describe('activation page', () => {
  it('shows progress, then success with a way to sign in; the token is sent once', async () => {
    let answer: (value: unknown) => void = () => undefined;
    post.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    open();
    expect(screen.getByRole('status')).toHaveTextContent('Activating your account…');

    answer({ data: { status: 'activated' } });
    expect(
      await screen.findByRole('heading', { name: 'Your account is active' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(post).toHaveBeenCalledTimes(1);
    expect(post).toHaveBeenCalledWith('/auth/activate', { token: 'abc123' });
  });

  it('tells an already activated account to sign in', async () => {
    post.mockResolvedValueOnce({ data: { status: 'alreadyActivated' } });
    open();
    expect(await screen.findByRole('heading', { name: 'Already activated' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });

  it('offers a new link for an expired one, asking for the e-mail', async () => {
    post.mockRejectedValueOnce(httpError(410, errorPayload(410, 'Gone', 'Link expired')));
    open();
    expect(
      await screen.findByRole('heading', { name: 'The link has expired' }),
    ).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Send the link again' }));
    await waitFor(() => expect(screen.getByLabelText(/e-mail/i)).toHaveFocus());
    expect(screen.getByLabelText(/e-mail/i)).toHaveAccessibleDescription('Required field');

    post.mockResolvedValueOnce({ data: undefined });
    await user.type(screen.getByLabelText(/e-mail/i), 'Ann@Example.com{Enter}');
    expect(await screen.findByRole('status')).toHaveTextContent(
      'If ann@example.com has an account waiting for activation, a new link is on its way.',
    );
    expect(post).toHaveBeenLastCalledWith('/auth/resend-activation', {
      email: 'ann@example.com',
    });
  });

  it('calls a link the API does not know invalid', async () => {
    post.mockRejectedValueOnce(httpError(400, errorPayload(400, 'Bad Request', 'Invalid token')));
    open();
    expect(
      await screen.findByRole('heading', { name: 'The link is not valid' }),
    ).toBeInTheDocument();
  });

  it('calls a link without a token invalid without asking the API', async () => {
    open('/activate');
    expect(
      await screen.findByRole('heading', { name: 'The link is not valid' }),
    ).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  });

  it('lets the user retry when the API cannot be reached', async () => {
    post.mockRejectedValueOnce(Object.assign(new Error('Network Error'), { isAxiosError: true }));
    open();
    const retry = await screen.findByRole('button', { name: 'Try again' });
    post.mockResolvedValueOnce({ data: { status: 'activated' } });
    await userEvent.setup().click(retry);
    expect(
      await screen.findByRole('heading', { name: 'Your account is active' }),
    ).toBeInTheDocument();
  });
});
