import { apiClient } from '@carclub/api-client';
import { i18n } from '@carclub/i18n';
import { useSessionStore } from '@carclub/session';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { ForgotPasswordPage } from '../../../pages/forgot-password-page';
import { ResetPasswordPage } from '../../../pages/reset-password-page';
import {
  errorPayload,
  fakeApiMethods,
  httpError,
  renderPage,
  setupTestEnvironment,
} from '../../../test-utils/render';

const { post } = fakeApiMethods(apiClient);

setupTestEnvironment();

describe('forgot password', () => {
  const open = () => renderPage(<ForgotPasswordPage />, '/forgot-password');

  it('validates the e-mail once the field was left', async () => {
    open();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/e-mail/i), 'ann');
    await user.tab();
    await waitFor(() =>
      expect(screen.getByLabelText(/e-mail/i)).toHaveAccessibleDescription('Invalid email address'),
    );
  });

  it('asks for a link and answers the same whether or not the account exists', async () => {
    post.mockResolvedValueOnce({ data: undefined });
    open();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/e-mail/i), 'Ann@Example.com{Enter}');
    const heading = await screen.findByRole('heading', { name: 'Check your e-mail' });
    expect(heading).toHaveFocus();
    expect(post).toHaveBeenCalledWith('/auth/forgot-password', { email: 'ann@example.com' });
    expect(
      screen.getByText(
        'If an account exists for ann@example.com, we have sent it a link to reset the password.',
      ),
    ).toBeInTheDocument();
  });

  it('shows a failure as a toast and keeps the form', async () => {
    post.mockRejectedValueOnce(httpError(429, errorPayload(429, 'Too Many Requests', 'Slow down')));
    open();
    await userEvent.setup().type(screen.getByLabelText(/e-mail/i), 'ann@example.com{Enter}');
    expect(
      await screen.findByText('Too many requests. Please try again later'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/e-mail/i)).toBeInTheDocument();
  });
});

describe('reset password', () => {
  /** The link's check as the page opens answers `check`; the reset itself, `reset`. */
  function answer(reset: () => Promise<unknown>, check: () => Promise<unknown> = okay) {
    post.mockImplementation((url: string) =>
      url === '/auth/reset-password/check' ? check() : reset(),
    );
  }
  const okay = () => Promise.resolve({ data: undefined, status: 204 });
  beforeEach(() => answer(okay));
  const open = async (url = '/reset-password?token=t0k3n') => {
    const page = renderPage(<ResetPasswordPage />, '/reset-password', url);
    if (url.includes('token=')) await screen.findByLabelText(/^new password/i);
    return page;
  };
  const password = () => screen.getByLabelText(/^new password/i);
  const confirmation = () => screen.getByLabelText(/confirm the new password/i);
  const resetCalls = () => post.mock.calls.filter(([url]) => url !== '/auth/reset-password/check');

  it('checks the link as the page opens, spending nothing, before showing the form', async () => {
    let passes: (value: unknown) => void = () => undefined;
    answer(okay, () => new Promise((resolve) => (passes = resolve)));
    renderPage(<ResetPasswordPage />, '/reset-password', '/reset-password?token=t0k3n');
    expect(await screen.findByRole('status')).toHaveTextContent('Checking the link…');
    expect(screen.queryByLabelText(/^new password/i)).not.toBeInTheDocument();
    expect(post).toHaveBeenCalledWith('/auth/reset-password/check', { token: 't0k3n' });
    passes({ data: undefined, status: 204 });
    expect(await screen.findByLabelText(/^new password/i)).toBeInTheDocument();
    expect(resetCalls()).toHaveLength(0);
  });

  it.each([
    [410, 'Gone', 'The link has expired'],
    [400, 'Bad Request', 'The link is not valid'],
  ])(
    'says at once that a %i link is spent or expired, and offers a new one',
    async (status, error, title) => {
      answer(okay, () => Promise.reject(httpError(status, errorPayload(status, error, error))));
      renderPage(<ResetPasswordPage />, '/reset-password', '/reset-password?token=used');
      expect(await screen.findByRole('heading', { name: title })).toHaveFocus();
      expect(screen.queryByLabelText(/^new password/i)).not.toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Get a new link' })).toHaveAttribute(
        'href',
        '/forgot-password',
      );
    },
  );

  it('speaks Ukrainian about a spent link', async () => {
    await i18n.changeLanguage('uk');
    answer(okay, () => Promise.reject(httpError(400, errorPayload(400, 'Bad Request', 'x'))));
    renderPage(<ResetPasswordPage />, '/reset-password', '/reset-password?token=used');
    expect(await screen.findByRole('heading', { name: 'Посилання недійсне' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Отримати нове посилання' })).toBeInTheDocument();
    await act(() => i18n.changeLanguage('en'));
  });

  it('requires matching passwords', async () => {
    await open();
    const user = userEvent.setup();
    await user.type(password(), 'long enough password');
    await user.type(confirmation(), 'something else');
    await user.tab();
    await waitFor(() =>
      expect(confirmation()).toHaveAccessibleDescription('Passwords do not match'),
    );
    await user.click(screen.getByRole('button', { name: 'Save the new password' }));
    await waitFor(() => expect(confirmation()).toHaveFocus());
    expect(resetCalls()).toHaveLength(0);
  });

  it('saves the new password, confirms it and goes to sign in', async () => {
    // Opened where the account is still signed in: the reset ended that session on the server.
    useSessionStore.getState().setTokens({ accessToken: 'access', refreshToken: 'refresh' });
    useSessionStore.getState().setUser({
      id: 'u1',
      email: 'ann@example.com',
      nickname: 'ann',
      roles: ['user'],
      permissions: [],
      restrictions: [],
    });
    await open();
    const user = userEvent.setup();
    await user.type(password(), 'long enough password');
    await user.type(confirmation(), 'long enough password{Enter}');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'));
    expect(post).toHaveBeenCalledWith('/auth/reset-password', {
      token: 't0k3n',
      password: 'long enough password',
      confirmPassword: 'long enough password',
    });
    expect(
      await screen.findByText('Your password has been changed. Sign in with the new one.'),
    ).toBeInTheDocument();
    expect(useSessionStore.getState()).toMatchObject({
      tokens: null,
      user: null,
      status: 'anonymous',
    });
  });

  it.each([
    [410, 'Gone', 'The link has expired'],
    [400, 'Bad Request', 'The link is not valid'],
  ])(
    'explains a %i answer to the reset (spent meanwhile) and offers a new link',
    async (status, error, title) => {
      answer(() => Promise.reject(httpError(status, errorPayload(status, error, error))));
      await open();
      const user = userEvent.setup();
      await user.type(password(), 'long enough password');
      await user.type(confirmation(), 'long enough password{Enter}');
      expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Get a new link' })).toHaveAttribute(
        'href',
        '/forgot-password',
      );
    },
  );

  it('rates the new password and refuses a common one without calling the API', async () => {
    await open();
    const user = userEvent.setup();
    await user.type(password(), 'iloveyou1');
    await user.type(confirmation(), 'iloveyou1{Enter}');
    await waitFor(() =>
      expect(password()).toHaveAccessibleDescription(
        expect.stringContaining('one of the most common ones'),
      ),
    );
    expect(screen.getByRole('meter', { name: 'Strength' })).toHaveAttribute(
      'aria-valuetext',
      'Too weak',
    );
    expect(resetCalls()).toHaveLength(0);
  });

  it("shows the server's refusal of the password under the field, and keeps the form", async () => {
    answer(() =>
      Promise.reject(
        httpError(
          400,
          errorPayload(400, 'Bad Request', 'Bad Request', {
            password: ['validation.passwordContainsNickname'],
          }),
        ),
      ),
    );
    await open();
    const user = userEvent.setup();
    await user.type(password(), 'long enough password');
    await user.type(confirmation(), 'long enough password{Enter}');
    await waitFor(() =>
      expect(password()).toHaveAccessibleDescription(
        expect.stringContaining('Password must not contain your nickname'),
      ),
    );
    expect(
      screen.queryByRole('heading', { name: 'The link is not valid' }),
    ).not.toBeInTheDocument();
  });

  it('calls a link without a token invalid, asking nothing', async () => {
    await open('/reset-password');
    expect(screen.getByRole('heading', { name: 'The link is not valid' })).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  });
});
