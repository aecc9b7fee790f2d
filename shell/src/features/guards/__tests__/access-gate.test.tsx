import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from '@carclub/router';
import { type CurrentUser, permissionsFor } from '@carclub/contracts';
import type { Access } from '@carclub/federation/remote';
import { StoredSessionProvider, useSessionStore } from '@carclub/session';

import { AccessGate } from '../access-gate';

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

function renderAt(path: string, access: Access, storedSession?: boolean) {
  const router = createMemoryRouter(
    [
      {
        path: '/page',
        element: <AccessGate access={access} />,
        children: [{ index: true, element: <h1>page</h1> }],
      },
      { path: '*', element: <Where /> },
    ],
    { initialEntries: [path] },
  );
  const page = <RouterProvider router={router} />;
  render(
    storedSession === undefined ? (
      page
    ) : (
      <StoredSessionProvider storedSession={storedSession}>{page}</StoredSessionProvider>
    ),
  );
}

const member: CurrentUser = {
  id: '1',
  email: 'ann@example.com',
  nickname: 'ann',
  roles: ['user'],
  permissions: [],
  restrictions: [],
};
const admin: CurrentUser = {
  ...member,
  roles: ['user', 'admin'],
  permissions: permissionsFor(['user', 'admin']),
};

function signedIn(user: CurrentUser | null) {
  useSessionStore.setState({
    status: user ? 'authenticated' : 'anonymous',
    user,
    tokens: user ? { accessToken: 'a', refreshToken: 'r' } : null,
  });
}

describe('AccessGate', () => {
  it('sends a signed-out visitor to sign-in with the original path and query', () => {
    signedIn(null);
    renderAt('/page?tab=media&x=1', 'user');
    expect(screen.getByTestId('where')).toHaveTextContent(
      '/login?redirect=%2Fpage%3Ftab%3Dmedia%26x%3D1',
    );
  });

  it('lets a signed-in user into user and owner pages', () => {
    signedIn(member);
    renderAt('/page', 'owner');
    expect(screen.getByRole('heading', { name: 'page' })).toBeInTheDocument();
  });

  it('sends a signed-in user away from guest pages to the redirect target, same-site only', () => {
    signedIn(member);
    renderAt('/page?redirect=%2Fmy%2Fcars', 'guest');
    expect(screen.getByTestId('where')).toHaveTextContent('/my/cars');
  });

  it('ignores an off-site redirect target', () => {
    signedIn(member);
    renderAt('/page?redirect=%2F%2Fevil.example', 'guest');
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/);
  });

  it('lets a moderator into the admin area too: it is for staff', () => {
    signedIn({
      ...member,
      roles: ['user', 'moderator'],
      permissions: permissionsFor(['moderator']),
    });
    renderAt('/page', 'admin');
    expect(screen.getByRole('heading', { name: 'page' })).toBeInTheDocument();
  });

  it('sends a non-admin to /unauthorized and lets an admin in', () => {
    signedIn(member);
    renderAt('/page', 'admin');
    expect(screen.getByTestId('where')).toHaveTextContent('/unauthorized');
    signedIn(admin);
    renderAt('/page', 'admin');
    expect(screen.getByRole('heading', { name: 'page' })).toBeInTheDocument();
  });

  it('shows a guest page at once to a visitor without credentials, on the server too', () => {
    useSessionStore.setState({ status: 'idle', user: null, tokens: null });
    renderAt('/page', 'guest', false);
    expect(screen.getByRole('heading', { name: 'page' })).toBeInTheDocument();
  });

  it("keeps a guest page from a member whose user is loading, on the server too: they'll leave it", () => {
    useSessionStore.setState({ status: 'idle', user: null, tokens: null });
    renderAt('/page', 'guest', true);
    expect(screen.queryByRole('heading', { name: 'page' })).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toBeInTheDocument();
  });

  it('shows public pages whatever the auth state', () => {
    useSessionStore.setState({ status: 'loading', user: null, tokens: null });
    renderAt('/page', 'public');
    expect(screen.getByRole('heading', { name: 'page' })).toBeInTheDocument();
  });

  it('waits for the auth state, then treats the visitor as signed out after 3 s', async () => {
    jest.useFakeTimers();
    try {
      useSessionStore.setState({
        status: 'loading',
        user: null,
        tokens: { accessToken: 'a', refreshToken: 'r' },
      });
      renderAt('/page', 'user');
      expect(screen.queryByTestId('where')).not.toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: 'page' })).not.toBeInTheDocument();
      await act(async () => {
        await jest.advanceTimersByTimeAsync(3100);
      });
      expect(screen.getByTestId('where')).toHaveTextContent('/login?redirect=%2Fpage');
    } finally {
      jest.useRealTimers();
    }
  });

  it('lets the user in as soon as the auth state settles while waiting', async () => {
    jest.useFakeTimers();
    try {
      useSessionStore.setState({
        status: 'loading',
        user: null,
        tokens: { accessToken: 'a', refreshToken: 'r' },
      });
      renderAt('/page', 'user');
      await act(async () => {
        await jest.advanceTimersByTimeAsync(200);
        signedIn(member);
      });
      expect(screen.getByRole('heading', { name: 'page' })).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });
});
