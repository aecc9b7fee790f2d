import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from '@carclub/router';
import { apiClient } from '@carclub/api-client';
import { type CurrentUser, permissionsFor, type Profile } from '@carclub/contracts';
import { initI18n, setLanguage } from '@carclub/i18n';
import {
  OWN_PROFILE_QUERY_KEY,
  queryClient,
  StoredSessionProvider,
  useSessionStore,
} from '@carclub/session';
import { fakeApi } from '@carclub/testing/fake-api';
import { profileFixture } from '@carclub/testing/fixtures';

import '../../../i18n';
import { RootLayout } from '../root-layout';

function Page() {
  const { pathname } = useLocation();
  return <h1>Page at {pathname}</h1>;
}

function renderLayout(path = '/', storedSession?: boolean) {
  const router = createMemoryRouter(
    [{ element: <RootLayout />, children: [{ path: '*', element: <Page /> }] }],
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
  return router;
}

const ann: CurrentUser = {
  id: 'u1',
  email: 'ann@example.com',
  nickname: 'ann',
  roles: ['user'],
  permissions: [],
  restrictions: [],
};

const profileOf = (user: CurrentUser, avatar: string | null): Profile =>
  profileFixture({
    id: user.id,
    nickname: user.nickname,
    email: user.email,
    avatar,
    roles: user.roles,
  });

function signIn(user: CurrentUser = ann, avatar: string | null = null) {
  const api = fakeApi(apiClient, {
    'GET /api/profile': { status: 200, data: profileOf(user, avatar) },
  });
  useSessionStore.setState({
    status: 'authenticated',
    user,
    tokens: { accessToken: 'access-1', refreshToken: 'refresh-1' },
  });
  return api;
}

const accountButton = () => screen.getByRole('button', { name: 'Account menu for ann' });
const menuItemNames = () =>
  within(screen.getByRole('menu'))
    .getAllByRole('menuitem')
    .map((item) => item.textContent);

beforeAll(async () => {
  // jsdom cannot scroll; the layout's ScrollRestoration asks it to on every navigation.
  window.scrollTo = jest.fn();
  await initI18n();
  await setLanguage('en');
});

beforeEach(() => {
  queryClient.clear();
  useSessionStore.setState({ status: 'anonymous', user: null, tokens: null });
});

describe('the account menu', () => {
  it('opens from the keyboard on its first item and moves with the arrows, Home, End and letters', async () => {
    signIn();
    const user = userEvent.setup();
    renderLayout('/');
    const button = accountButton();
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();

    button.focus();
    await user.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const menu = screen.getByRole('menu', { name: 'Account menu for ann' });
    expect(button).toHaveAttribute('aria-controls', menu.id);
    expect(menuItemNames()).toEqual([
      'Profile',
      'My vehicles',
      'My reminders',
      'Bookmarks',
      'Settings',
      'Notifications',
      'Sign out',
    ]);
    expect(screen.getByRole('menuitem', { name: 'Profile' })).toHaveFocus();

    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'My vehicles' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('menuitem', { name: 'Sign out' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Profile' })).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: 'Sign out' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('menuitem', { name: 'Profile' })).toHaveFocus();
    await user.keyboard('n');
    expect(screen.getByRole('menuitem', { name: 'Notifications' })).toHaveFocus();
    // Every item is reached with the arrows, none with Tab.
    for (const item of within(menu).getAllByRole('menuitem')) {
      expect(item).toHaveAttribute('tabindex', '-1');
    }

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('opens with Space and ArrowDown on the first item, with ArrowUp on the last', async () => {
    signIn();
    const user = userEvent.setup();
    renderLayout('/');
    accountButton().focus();

    await user.keyboard(' ');
    expect(screen.getByRole('menuitem', { name: 'Profile' })).toHaveFocus();
    await user.keyboard('{Escape}');

    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Profile' })).toHaveFocus();
    await user.keyboard('{Escape}');

    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: 'Sign out' })).toHaveFocus();
  });

  it('closes on Tab, moving on from its button, and on a click elsewhere', async () => {
    signIn();
    const user = userEvent.setup();
    renderLayout('/');

    await user.click(accountButton());
    expect(screen.getByRole('menuitem', { name: 'Profile' })).toHaveFocus();
    await user.tab();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    // The next thing on the page after the header is the footer's link.
    expect(screen.getByRole('link', { name: 'About CarClub' })).toHaveFocus();

    await user.click(accountButton());
    expect(screen.getByRole('menu')).toBeInTheDocument();
    await user.click(screen.getByRole('heading', { level: 1 }));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('goes where an item says, closing back onto the button', async () => {
    signIn();
    const user = userEvent.setup();
    const router = renderLayout('/');
    accountButton().focus();
    await user.keyboard('{Enter}{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'My vehicles' })).toHaveAttribute(
      'href',
      '/my/cars',
    );
    await user.keyboard('{Enter}');

    expect(await screen.findByRole('heading', { name: 'Page at /my/cars' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/my/cars');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(accountButton()).toHaveFocus();

    // Space activates a link item too.
    await user.keyboard('{Enter}{End}{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: 'Notifications' })).toHaveFocus();
    await user.keyboard(' ');
    expect(
      await screen.findByRole('heading', { name: 'Page at /profile/notifications' }),
    ).toBeInTheDocument();
  });

  it('links every account page, and the dashboard for an administrator only', async () => {
    signIn({ ...ann, roles: ['user', 'admin'], permissions: permissionsFor(['user', 'admin']) });
    const user = userEvent.setup();
    renderLayout('/');
    await user.click(accountButton());
    const hrefs = within(screen.getByRole('menu'))
      .getAllByRole('menuitem')
      .map((item) => [item.textContent, item.getAttribute('href')]);
    expect(hrefs).toEqual([
      ['Profile', '/profile'],
      ['My vehicles', '/my/cars'],
      ['My reminders', '/my/reminders'],
      ['Bookmarks', '/my/bookmarks'],
      ['Settings', '/profile/settings'],
      ['Notifications', '/profile/notifications'],
      ['Dashboard', '/dashboard'],
      ['Sign out', null],
    ]);
    // The dashboard is in the menu, not in the main navigation.
    expect(
      within(screen.getByRole('navigation', { name: 'Main navigation' })).queryByRole('link', {
        name: 'Dashboard',
      }),
    ).not.toBeInTheDocument();
  });

  it("shows the user's avatar, and the first letter of the nickname when there is none", async () => {
    signIn(ann, '/media/avatars/u1.webp');
    renderLayout('/');
    await waitFor(() =>
      expect(accountButton().querySelector('img')).toHaveAttribute('src', '/media/avatars/u1.webp'),
    );
    expect(accountButton().querySelector('img')).toHaveAttribute('alt', '');
    expect(accountButton()).toHaveTextContent('ann');
  });

  it('falls back to an initial while the profile has no avatar', async () => {
    const api = signIn({ ...ann, nickname: 'ölga' }, null);
    renderLayout('/');
    const button = screen.getByRole('button', { name: 'Account menu for ölga' });
    await waitFor(() => expect(api.to('GET /api/profile')).toHaveLength(1));
    await waitFor(() => expect(queryClient.getQueryData(OWN_PROFILE_QUERY_KEY)).toBeTruthy());
    expect(button.querySelector('img')).toBeNull();
    expect(button.querySelector('[data-initial]')).toHaveAttribute('data-initial', 'Ö');
  });
});

describe('a signed-out visitor', () => {
  it('sees sign in and sign up instead of the account button, and no personal sections', async () => {
    const api = fakeApi(apiClient, {});
    const user = userEvent.setup();
    renderLayout('/');
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    // One in the row, one in the phone menu: CSS shows one of them at each width.
    expect(within(banner).getAllByRole('link', { name: 'Sign up' })).toHaveLength(2);
    expect(within(banner).queryByRole('button', { name: /Account menu/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Community' }));
    expect(screen.getByRole('list', { name: 'People and stories' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Mine' })).not.toBeInTheDocument();
    expect(api.sent).toEqual([]);
  });
});

describe('a member whose user is still loading (stored credentials)', () => {
  const expectMemberHeader = () => {
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('link', { name: 'My vehicles' })).toHaveAttribute(
      'href',
      '/my/cars',
    );
    expect(within(banner).queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
    expect(within(banner).queryByRole('link', { name: 'Sign up' })).not.toBeInTheDocument();
    expect(banner.querySelector('.app-header__account-pending')).not.toBeNull();
  };

  it('gets the header the server renders for a page asked for with credentials', () => {
    fakeApi(apiClient, {});
    renderLayout('/', true);
    expectMemberHeader();
  });

  it('gets the same header in the browser, from the tokens, until the user is known', () => {
    fakeApi(apiClient, {});
    useSessionStore.setState({
      status: 'loading',
      user: null,
      tokens: { accessToken: 'access-1', refreshToken: 'refresh-1' },
    });
    renderLayout('/');
    expectMemberHeader();
  });

  it("gets the sign-in links once the credentials turn out to be nobody's", () => {
    fakeApi(apiClient, {});
    useSessionStore.setState({
      status: 'loading',
      user: null,
      tokens: { accessToken: 'access-1', refreshToken: 'refresh-1' },
    });
    renderLayout('/');
    act(() => useSessionStore.getState().clear());
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('link', { name: 'Sign in' })).toBeInTheDocument();
    expect(within(banner).queryByRole('link', { name: 'My vehicles' })).not.toBeInTheDocument();
    expect(banner.querySelector('.app-header__account-pending')).toBeNull();
  });

  it('gets the account button in place of the shapes once the user is loaded', () => {
    signIn();
    renderLayout('/', false);
    expect(accountButton()).toBeInTheDocument();
    expect(screen.getByRole('banner').querySelector('.app-header__account-pending')).toBeNull();
  });
});

describe('the Community menu', () => {
  it('is a disclosure of every section, grouped, closing with Escape back onto its button', async () => {
    signIn();
    const user = userEvent.setup();
    renderLayout('/');
    const button = screen.getByRole('button', { name: 'Community' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    button.focus();
    await user.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const groups = Object.fromEntries(
      ['People and stories', 'Buy and sell', 'Mine'].map((name) => [
        name,
        within(screen.getByRole('list', { name }))
          .getAllByRole('link')
          .map((link) => [link.textContent, link.getAttribute('href')]),
      ]),
    );
    expect(groups).toEqual({
      'People and stories': [
        ['Posts', '/posts'],
        ['Logbooks', '/logbooks'],
        ['Clubs', '/clubs'],
      ],
      'Buy and sell': [
        ['Marketplace', '/marketplace'],
        ['Services and shops', '/services'],
        ['Partners', '/partners'],
      ],
      Mine: [
        ['My posts', '/my/posts'],
        ['My clubs', '/my/clubs'],
        ['Messages', '/my/messages'],
        ['Bookmarks', '/my/bookmarks'],
        ['Promotions', '/my/promotions'],
      ],
    });
    // What is still to come says so beside its link, which it describes; built sections do not.
    for (const name of ['Posts', 'Logbooks', 'My posts', 'Bookmarks']) {
      expect(screen.getByRole('link', { name })).not.toHaveAccessibleDescription();
    }
    for (const name of ['Clubs', 'Marketplace', 'Services and shops', 'Partners']) {
      expect(screen.getByRole('link', { name })).toHaveAccessibleDescription('Coming soon');
    }
    for (const name of ['My clubs', 'Messages', 'Promotions']) {
      expect(screen.getByRole('link', { name })).toHaveAccessibleDescription('Coming soon');
    }

    await user.tab();
    expect(screen.getByRole('link', { name: 'Posts' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Posts' })).not.toBeInTheDocument();
    expect(button).toHaveFocus();

    await user.click(button);
    await user.click(screen.getByRole('link', { name: 'Logbooks' }));
    expect(await screen.findByRole('heading', { name: 'Page at /logbooks' })).toBeInTheDocument();
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('the phone menu', () => {
  it('controls the panel with the navigation and both switchers, opening on its first link', async () => {
    const user = userEvent.setup();
    renderLayout('/');
    const toggle = screen.getByRole('button', { name: 'Menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(panel).not.toBeNull();
    expect(panel).toContainElement(screen.getByRole('navigation', { name: 'Main navigation' }));
    expect(panel).toContainElement(screen.getByRole('combobox', { name: 'Language' }));
    expect(panel).toContainElement(screen.getByRole('combobox', { name: 'Theme' }));
    // The account stays in the row, outside the panel.
    expect(panel).not.toContainElement(screen.getByRole('link', { name: 'Sign in' }));

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('banner')).toHaveAttribute('data-menu-open');
    expect(screen.getByRole('link', { name: 'Cars' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('banner')).not.toHaveAttribute('data-menu-open');
    expect(toggle).toHaveFocus();
  });

  it('closes a Community panel inside it first, itself on the next Escape, and on navigation', async () => {
    signIn();
    const user = userEvent.setup();
    renderLayout('/');
    const toggle = screen.getByRole('button', { name: 'Menu' });
    await user.click(toggle);
    const community = screen.getByRole('button', { name: 'Community' });
    await user.click(community);
    expect(community).toHaveAttribute('aria-expanded', 'true');

    await user.keyboard('{Escape}');
    expect(community).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();

    await user.click(toggle);
    await user.click(screen.getByRole('link', { name: 'My vehicles' }));
    expect(await screen.findByRole('heading', { name: 'Page at /my/cars' })).toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await user.click(toggle);
    await user.click(screen.getByRole('heading', { level: 1 }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});
