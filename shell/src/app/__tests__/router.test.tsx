import { loadRemote } from '@module-federation/enhanced/runtime';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RemoteModule } from '@carclub/federation/remote';
import { initI18n, setLanguage } from '@carclub/i18n';
import { apiClient } from '@carclub/api-client';
import { AUTH_WAIT_MS } from '@carclub/contracts';
import { configureSession, useSessionStore } from '@carclub/session';
import { fakeApi } from '@carclub/testing/fake-api';

import '../../i18n';
import { loadRegistry } from '../../lib/federation/registry';
import { REMOTE_UNAVAILABLE } from '../../lib/federation/runtime-plugins';
import { App } from '../app';
import { createAppRouter, sessionNavigator } from '../router';

jest.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: jest.fn(),
  loadRemote: jest.fn(),
}));

const garage: RemoteModule = {
  build: {
    name: 'mf-garage',
    version: '1.0.0',
    releaseId: '1.0.0-test',
    builtAt: '2026-11-22T00:00:00Z',
  },
  routes: [
    { path: '/cars', handle: { access: 'public' }, element: <h1>All cars</h1> },
    { path: '/my/cars', handle: { access: 'user' }, element: <h1>My garage</h1> },
  ],
};

const profile: RemoteModule = {
  build: { ...garage.build, name: 'mf-profile' },
  routes: [{ path: '/profile', handle: { access: 'user' }, element: <h1>Profile page</h1> }],
};

const admin: RemoteModule = {
  build: { ...garage.build, name: 'mf-admin' },
  routes: [{ path: '/dashboard', handle: { access: 'admin' }, element: <h1>Dashboard</h1> }],
};

const community: RemoteModule = {
  build: { ...garage.build, name: 'mf-community' },
  routes: [{ path: '/posts', handle: { access: 'public' }, element: <h1>Posts of members</h1> }],
};

const registry = {
  remotes: [
    {
      name: 'mf-admin',
      federationName: 'mf_admin',
      entry: 'https://admin.cdn.example/remotes/mf-admin/1.0.0-test/mf-manifest.json',
      version: '1.0.0',
      releaseId: '1.0.0-test',
      prefixes: ['/dashboard'],
      requires: 'dashboard:view',
    },
    {
      name: 'mf-profile',
      federationName: 'mf_profile',
      entry: '/remotes/mf-profile/1.0.0-test/mf-manifest.json',
      version: '1.0.0',
      releaseId: '1.0.0-test',
      prefixes: ['/profile'],
    },
    {
      name: 'mf-garage',
      federationName: 'mf_garage',
      entry: '/remotes/mf-garage/1.0.0-test/mf-manifest.json',
      version: '1.0.0',
      releaseId: '1.0.0-test',
      prefixes: ['/my/cars', '/cars'],
    },
    {
      name: 'mf-community',
      federationName: 'mf_community',
      entry: '/remotes/mf-community/1.0.0-test/mf-manifest.json',
      version: '1.0.0',
      releaseId: '1.0.0-test',
      prefixes: ['/posts', '/create-post', '/my/posts', '/tags', '/u/:nickname/posts'],
    },
  ],
};

function signInAnn() {
  useSessionStore.setState({
    status: 'authenticated',
    user: {
      id: 'u1',
      email: 'ann@example.com',
      nickname: 'ann',
      roles: ['user'],
      permissions: [],
      restrictions: [],
    },
    tokens: { accessToken: 'access-1', refreshToken: 'refresh-1' },
  });
}

async function openAt(path: string) {
  window.history.replaceState({}, '', path);
  render(<App router={createAppRouter()} />);
}

describe('the composed router', () => {
  beforeAll(async () => {
    await initI18n();
    await setLanguage('en');
    await loadRegistry(jest.fn(async () => new Response(JSON.stringify(registry))));
  });
  beforeEach(() => {
    jest.mocked(loadRemote).mockReset();
    useSessionStore.setState({ status: 'anonymous', user: null, tokens: null });
  });

  // First on purpose: a page loads each remote once, so later tests reuse the module loaded here.
  it('shows a section-unavailable state for a remote that fails, and recovers on retry', async () => {
    jest
      .mocked(loadRemote)
      .mockResolvedValueOnce({ [REMOTE_UNAVAILABLE]: true, error: new Error('500') });
    await openAt('/cars');
    expect(
      await screen.findByRole('heading', { name: 'This section is temporarily unavailable' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();

    jest.mocked(loadRemote).mockResolvedValueOnce({ default: garage });
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'All cars' })).toBeInTheDocument();
    expect(loadRemote).toHaveBeenCalledTimes(2);
    expect(loadRemote).toHaveBeenLastCalledWith('mf_garage/routes');
  });

  it('discovers a remote page on first navigation into its prefix', async () => {
    await openAt('/cars');
    expect(await screen.findByRole('heading', { name: 'All cars' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
  });

  it('puts remote pages behind the shell guards declared in handle.access', async () => {
    await openAt('/my/cars?page=2');
    await waitFor(() => expect(window.location.pathname).toBe('/login'));
    expect(window.location.search).toBe('?redirect=%2Fmy%2Fcars%3Fpage%3D2');
    expect(screen.queryByRole('heading', { name: 'My garage' })).not.toBeInTheDocument();
  });

  it('answers unknown paths with the 404 page without asking any remote', async () => {
    await openAt('/nowhere');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(loadRemote).not.toHaveBeenCalled();
  });

  // A guard's redirect racing the session's, or two quick clicks: React Router drops the patch of
  // the navigation that was interrupted, so the one that won must still patch the remote in.
  it('patches a remote in when the navigation that started loading it was interrupted', async () => {
    let finishLoading: (value: unknown) => void = () => undefined;
    jest.mocked(loadRemote).mockReturnValueOnce(
      new Promise((resolve) => {
        finishLoading = resolve;
      }),
    );
    // Signed in, as the profile is a private page (the sign-out tests below reuse it).
    fakeApi(apiClient, { 'GET /api/profile': { status: 404 } });
    signInAnn();
    const router = createAppRouter();
    window.history.replaceState({}, '', '/');
    render(<App router={router} />);
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();

    void router.navigate('/profile?from=first');
    await waitFor(() => expect(loadRemote).toHaveBeenCalledWith('mf_profile/routes'));
    void router.navigate('/profile?from=second');
    finishLoading({ default: profile });

    expect(await screen.findByRole('heading', { name: 'Profile page' })).toBeInTheDocument();
    expect(window.location.search).toBe('?from=second');
    expect(loadRemote).toHaveBeenCalledTimes(1);
  });

  it('shows a public section to anyone, keeps a personal one behind sign-in, and maps /messages home', async () => {
    await openAt('/marketplace');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Marketplace' }),
    ).toBeInTheDocument();
    cleanup();

    await openAt('/my/messages');
    await waitFor(() => expect(window.location.pathname).toBe('/login'));
    expect(window.location.search).toBe('?redirect=%2Fmy%2Fmessages');
    cleanup();

    await openAt('/messages');
    await waitFor(() => expect(window.location.pathname).toBe('/'));
    expect(loadRemote).not.toHaveBeenCalled();
  });

  it("leads the posts sections to mf-community's pages, and keeps what is still to come the shell's", async () => {
    jest.mocked(loadRemote).mockResolvedValueOnce({ default: community });
    await openAt('/posts');
    expect(await screen.findByRole('heading', { name: 'Posts of members' })).toBeInTheDocument();
    expect(loadRemote).toHaveBeenCalledWith('mf_community/routes');
    cleanup();
    jest.mocked(loadRemote).mockClear();

    await openAt('/clubs');
    expect(await screen.findByRole('heading', { level: 1, name: 'Clubs' })).toBeInTheDocument();
    expect(loadRemote).not.toHaveBeenCalled();
  });

  it('never loads the admin remote for a guest or a member, and loads it once they are staff', async () => {
    await openAt('/dashboard/members?page=2');
    await waitFor(() => expect(window.location.pathname).toBe('/login'));
    expect(window.location.search).toBe('?redirect=%2Fdashboard%2Fmembers%3Fpage%3D2');
    cleanup();

    fakeApi(apiClient, { 'GET /api/profile': { status: 404 } });
    signInAnn();
    window.history.replaceState({}, '', '/dashboard');
    const router = createAppRouter();
    render(<App router={router} />);
    await waitFor(() => expect(window.location.pathname).toBe('/unauthorized'));
    expect(loadRemote).not.toHaveBeenCalled();

    jest.mocked(loadRemote).mockResolvedValueOnce({ default: admin });
    const ann = useSessionStore.getState().user!;
    useSessionStore.setState({
      user: { ...ann, roles: ['user', 'moderator'], permissions: ['dashboard:view'] },
    });
    await router.navigate('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(loadRemote).toHaveBeenCalledWith('mf_admin/routes');
  });

  it('shows the dashboard to staff whose user loads after the guards stop waiting', async () => {
    // Credentials stored, user still loading: the guards wait 3 s (spec §4), then the remote is gated.
    useSessionStore.setState({
      status: 'loading',
      user: null,
      tokens: { accessToken: 'access-1', refreshToken: 'refresh-1' },
    });
    fakeApi(apiClient, { 'GET /api/profile': { status: 404 } });
    await openAt('/dashboard');
    await new Promise((resolve) => setTimeout(resolve, AUTH_WAIT_MS + 200));
    expect(loadRemote).not.toHaveBeenCalled();

    jest.mocked(loadRemote).mockResolvedValueOnce({ default: admin });
    useSessionStore.setState({
      status: 'authenticated',
      user: {
        id: 'u2',
        email: 'mod@example.com',
        nickname: 'mod',
        roles: ['user', 'moderator'],
        permissions: ['dashboard:view'],
        restrictions: [],
      },
    });
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/dashboard');
  }, 15_000);

  it('drops a trailing slash', async () => {
    await openAt('/cars/?sort=new');
    expect(await screen.findByRole('heading', { name: 'All cars' })).toBeInTheDocument();
    expect(`${window.location.pathname}${window.location.search}`).toBe('/cars?sort=new');
  });

  it.each([
    { from: '/my/cars', heading: 'My garage', logout: { status: 204 } },
    { from: '/profile', heading: 'Profile page', logout: { status: 204 } },
    { from: '/my/cars', heading: 'My garage', logout: { status: 500 } },
  ])(
    'ends a sign-out from the account menu on $from at home, not at sign-in (logout answers $logout.status)',
    async ({ from, heading, logout }) => {
      jest.mocked(loadRemote).mockResolvedValue({ default: garage });
      const api = fakeApi(apiClient, {
        'DELETE /api/auth/logout': logout,
        'GET /api/profile': { status: 404 },
      });
      const reportError = jest.fn();
      signInAnn();
      window.history.replaceState({}, '', from);
      const router = createAppRouter();
      configureSession({ navigate: sessionNavigator(router), reportError });
      render(<App router={router} />);
      expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();

      await userEvent.click(screen.getByRole('button', { name: 'Account menu for ann' }));
      await userEvent.click(screen.getByRole('menuitem', { name: 'Sign out' }));

      await waitFor(() => expect(useSessionStore.getState().status).toBe('anonymous'));
      expect(api.to('DELETE /api/auth/logout')).toHaveLength(1);
      expect(reportError).toHaveBeenCalledTimes(logout.status === 204 ? 0 : 1);
      // The private page's guard, seeing nobody signed in, would send the visitor to sign in.
      await waitFor(() => expect(router.state.navigation.state).toBe('idle'));
      expect(window.location.pathname).toBe('/');
      expect(screen.getByRole('link', { name: 'Sign in' })).toBeInTheDocument();
    },
  );
});
