import { apiClient } from '@carclub/api-client';
import { i18n } from '@carclub/i18n';
import { createQueryClient, signIn } from '@carclub/session';
import { currentUserFixture } from '@carclub/testing/fixtures';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { Toaster } from 'react-hot-toast';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from '@carclub/router';

import { GoogleCallbackPage } from '../../../pages/google-callback-page';
import {
  errorPayload,
  fakeApiMethods,
  httpError,
  renderPage,
  setupTestEnvironment,
} from '../../../test-utils/render';

jest.mock('@carclub/session', () => ({
  ...jest.requireActual<object>('@carclub/session'),
  signIn: jest.fn(),
}));

const { post } = fakeApiMethods(apiClient);
const signInMock = signIn as jest.MockedFunction<typeof signIn>;
const tokens = { accessToken: 'access', refreshToken: 'refresh' };
const ann = currentUserFixture();
const PATH = '/auth/google/callback';

setupTestEnvironment();
beforeEach(() => {
  signInMock.mockReset();
});

const open = (url: string) =>
  renderPage(
    <StrictMode>
      <GoogleCallbackPage />
    </StrictMode>,
    PATH,
    url,
  );

const at = (query: Record<string, string>) => `${PATH}?${new URLSearchParams(query)}`;

describe('Google callback page', () => {
  it('collects the session once, welcomes the user and replaces itself with the target', async () => {
    let answer: (value: unknown) => void = () => undefined;
    post.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    signInMock.mockResolvedValue(ann);
    const { router } = open(at({ redirect: '/my/cars?page=2' }));
    expect(screen.getByRole('status')).toHaveTextContent('Signing you in with Google…');

    answer({ data: tokens });
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/my/cars?page=2'),
    );
    expect(router.state.historyAction).toBe('REPLACE');
    expect(await screen.findByText('Welcome back, ann!')).toBeInTheDocument();
    // StrictMode ran the effect twice; the single-use hand-off was presented once.
    expect(post).toHaveBeenCalledTimes(1);
    expect(post).toHaveBeenCalledWith('/auth/google/session', {});
    expect(signInMock).toHaveBeenCalledWith(tokens);
  });

  it('welcomes in Ukrainian when the interface is Ukrainian', async () => {
    post.mockResolvedValueOnce({ data: tokens });
    signInMock.mockResolvedValue(ann);
    await i18n.changeLanguage('uk');
    try {
      open(at({ redirect: '/' }));
      expect(await screen.findByText('З поверненням, ann!')).toBeInTheDocument();
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it.each(['//evil.example', 'https://evil.example/', '/\\evil.example'])(
    'goes home instead of to the off-site target %s',
    async (redirect) => {
      post.mockResolvedValueOnce({ data: tokens });
      signInMock.mockResolvedValue(ann);
      open(at({ redirect }));
      await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    },
  );

  it.each([
    [
      'cancelled',
      'You cancelled signing in with Google. You can try again, or sign in with your e-mail and password.',
    ],
    [
      'unverified',
      'The e-mail address of this Google account is not verified. Verify it with Google, or sign in with your e-mail and password.',
    ],
    [
      'unavailable',
      'Google sign-in is not available right now. Please try again in a few minutes.',
    ],
    ['expired', 'This sign-in took too long or was already completed. Please start again.'],
    ['failed', 'We could not complete signing in with Google. Please try again.'],
    ['rateLimited', 'Too many requests. Please try again later'],
    ['something-new', 'We could not complete signing in with Google. Please try again.'],
  ])(
    'explains the %s failure the API reports, with ways on and the target kept',
    async (error, message) => {
      Object.assign(globalThis, { __CARCLUB_CONFIG__: { googleSignIn: true } });
      open(at({ redirect: '/my/cars', error }));
      const heading = await screen.findByRole('heading', { name: 'Google sign-in did not work' });
      await waitFor(() => expect(heading).toHaveFocus());
      expect(screen.getByRole('alert')).toHaveTextContent(message);
      expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute(
        'href',
        '/login?redirect=%2Fmy%2Fcars',
      );
      expect(screen.getByRole('link', { name: 'Try Google again' })).toHaveAttribute(
        'href',
        '/api/auth/google?redirect=%2Fmy%2Fcars&lang=en',
      );
      expect(post).not.toHaveBeenCalled();
      expect(signInMock).not.toHaveBeenCalled();
    },
  );

  it('offers no Google retry for an e-mail linked to another Google account', async () => {
    Object.assign(globalThis, { __CARCLUB_CONFIG__: { googleSignIn: true } });
    open(at({ redirect: '/', error: 'conflict' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This e-mail address belongs to a CarClub account that is linked to a different Google account. Sign in with your e-mail and password instead.',
    );
    expect(screen.queryByRole('link', { name: 'Try Google again' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/login');
  });

  it.each([
    [410, 'This sign-in took too long or was already completed. Please start again.'],
    [400, 'This sign-in took too long or was already completed. Please start again.'],
    [429, 'Too many requests. Please try again later'],
  ])('explains a hand-off the API refuses with %i', async (status, message) => {
    post.mockRejectedValueOnce(httpError(status, errorPayload(status, 'Error', 'Refused')));
    open(at({ redirect: '/my/cars' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(signInMock).not.toHaveBeenCalled();
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });

  it('does not send the single-use hand-off again after a failure, even with retrying queries', async () => {
    post.mockRejectedValue(httpError(503, errorPayload(503, 'Service Unavailable', 'Down')));
    // The site's own client, whose mutations otherwise retry twice (spec §9).
    const queryClient = createQueryClient();
    const router = createMemoryRouter([{ path: PATH, element: <GoogleCallbackPage /> }], {
      initialEntries: [at({ redirect: '/' })],
    });
    render(
      <QueryClientProvider client={queryClient}>
        <I18nextProvider i18n={i18n}>
          <RouterProvider router={router} />
          <Toaster />
        </I18nextProvider>
      </QueryClientProvider>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not complete signing in with Google. Please try again.',
    );
    expect(post).toHaveBeenCalledTimes(1);
  });
});
