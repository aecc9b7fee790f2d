import { apiClient } from '@carclub/api-client';
import { signIn } from '@carclub/session';
import { currentUserFixture } from '@carclub/testing/fixtures';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import {
  errorPayload,
  fakeApiMethods,
  httpError,
  renderPage,
  setupTestEnvironment,
} from '../../../test-utils/render';
import { LoginPage } from '../../../pages/login-page';

jest.mock('@carclub/session', () => ({
  ...jest.requireActual<object>('@carclub/session'),
  signIn: jest.fn(),
}));

const { post } = fakeApiMethods(apiClient);
const signInMock = signIn as jest.MockedFunction<typeof signIn>;
const tokens = { accessToken: 'access', refreshToken: 'refresh' };
const ann = currentUserFixture();

setupTestEnvironment();
beforeEach(() => {
  signInMock.mockReset();
});

const open = (url = '/login') => renderPage(<LoginPage />, '/login', url);
const emailInput = () => screen.getByRole('textbox', { name: /e-mail/i });
const passwordInput = () => screen.getByLabelText(/^password/i);

async function signInWithKeyboard(email: string, password: string) {
  const user = userEvent.setup();
  await user.click(emailInput());
  await user.keyboard(email);
  await user.tab();
  await user.keyboard(password);
  await user.keyboard('{Enter}');
  return user;
}

describe('login form', () => {
  it('shows the first error under a field once it was left, linked to the input', async () => {
    open();
    const user = userEvent.setup();
    await user.click(emailInput());
    expect(screen.queryByText('Required field')).not.toBeInTheDocument();
    await user.tab();
    await waitFor(() => expect(emailInput()).toHaveAccessibleDescription('Required field'));
    expect(emailInput()).toHaveAttribute('aria-invalid', 'true');
    // The password field has not been left yet: no error there.
    expect(passwordInput()).not.toHaveAttribute('aria-invalid');

    await user.type(emailInput(), 'not-an-email');
    await waitFor(() => expect(emailInput()).toHaveAccessibleDescription('Invalid email address'));
  });

  it('marks required fields and moves focus to the first invalid field on a failed submit', async () => {
    open();
    expect(emailInput()).toHaveAttribute('aria-required', 'true');
    expect(passwordInput()).toHaveAttribute('aria-required', 'true');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(emailInput()).toHaveFocus());
    expect(screen.getAllByText('Required field')).toHaveLength(2);
    expect(post).not.toHaveBeenCalled();
  });

  it('signs in with the keyboard, welcomes the user and goes to a same-site redirect', async () => {
    post.mockResolvedValue({ data: tokens });
    signInMock.mockResolvedValue(ann);
    open(`/login?redirect=${encodeURIComponent('/ok?x=1')}`);
    await signInWithKeyboard('  Ann@Example.com ', 'secret password');

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/ok?x=1'));
    expect(post).toHaveBeenCalledWith('/auth/login', {
      email: 'ann@example.com',
      password: 'secret password',
    });
    expect(signInMock).toHaveBeenCalledWith(tokens);
    expect(await screen.findByText('Welcome back, ann!')).toBeInTheDocument();
  });

  it.each(['//evil.example', 'https://evil.example', '/\\evil', 'javascript:alert(1)'])(
    'goes home instead of to the off-site redirect %s',
    async (redirect) => {
      post.mockResolvedValue({ data: tokens });
      signInMock.mockResolvedValue(ann);
      open(`/login?redirect=${encodeURIComponent(redirect)}`);
      await signInWithKeyboard('ann@example.com', 'secret');
      await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    },
  );

  it('says "Login Failed" on wrong credentials and stays on the page', async () => {
    post.mockRejectedValue(
      httpError(401, errorPayload(401, 'Unauthorized', 'Invalid email or password')),
    );
    open();
    await signInWithKeyboard('ann@example.com', 'wrong');
    expect(await screen.findByText('Login Failed. Invalid email or password')).toBeInTheDocument();
    expect(signInMock).not.toHaveBeenCalled();
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });

  it('explains a not-yet-activated account and sends the link again', async () => {
    post.mockRejectedValueOnce(
      httpError(
        403,
        errorPayload(403, 'Forbidden', 'Account is not activated', {
          email: ['Account is not activated'],
        }),
      ),
    );
    open();
    const user = await signInWithKeyboard('ann@example.com', 'secret');
    expect(await screen.findByText(/This account is not activated yet/)).toBeInTheDocument();
    await waitFor(() => expect(emailInput()).toHaveFocus());

    post.mockResolvedValueOnce({ data: undefined });
    await user.click(screen.getByRole('button', { name: 'Send the link again' }));
    expect(await screen.findByRole('status')).toHaveTextContent(/a new link is on its way/);
    expect(post).toHaveBeenLastCalledWith('/auth/resend-activation', { email: 'ann@example.com' });
  });

  it('says an account is blocked, without offering the activation link', async () => {
    post.mockRejectedValueOnce(
      httpError(
        403,
        errorPayload(403, 'Forbidden', 'validation.accountBlocked', {
          email: ['validation.accountBlocked'],
        }),
      ),
    );
    open();
    await signInWithKeyboard('ann@example.com', 'secret');
    expect(
      await screen.findByText(/This account is blocked by the CarClub team/),
    ).toBeInTheDocument();
    await waitFor(() => expect(emailInput()).toHaveFocus());
    expect(screen.queryByRole('button', { name: 'Send the link again' })).not.toBeInTheDocument();
    expect(signInMock).not.toHaveBeenCalled();
    // The message says to write to support: the way there is beside it.
    expect(screen.getByRole('link', { name: 'Write to the CarClub team' })).toHaveAttribute(
      'href',
      '/support?category=blocked',
    );
  });

  it('links to registration and password recovery', () => {
    open('/login?redirect=%2Fmy%2Fcars');
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/register?redirect=%2Fmy%2Fcars',
    );
  });

  it('offers Google only when the runtime config enables it, keeping the safe redirect', () => {
    const { unmount } = open();
    expect(screen.queryByRole('link', { name: 'Sign in with Google' })).not.toBeInTheDocument();
    unmount();

    Object.assign(globalThis, { __CARCLUB_CONFIG__: { googleSignIn: true } });
    open('/login?redirect=%2Fmy%2Fcars');
    expect(screen.getByRole('link', { name: 'Sign in with Google' })).toHaveAttribute(
      'href',
      '/api/auth/google?redirect=%2Fmy%2Fcars&lang=en',
    );
  });
});
