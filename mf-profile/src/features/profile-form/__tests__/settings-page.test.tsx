import { apiClient } from '@carclub/api-client';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { SettingsPage } from '../../../pages/settings-page';
import { profile, referenceAnswer } from '../../../test-utils/profile-fixtures';
import {
  errorPayload,
  fakeApiMethods,
  httpError,
  renderPage,
  setupTestEnvironment,
} from '../../../test-utils/render';

const { get } = fakeApiMethods(apiClient);

let ownProfile: () => Promise<{ data: unknown }>;

setupTestEnvironment();
beforeEach(() => {
  ownProfile = async () => ({ data: profile() });
  get.mockImplementation(async (url: string, config?: { params?: Record<string, string> }) => {
    if (url === '/profile') return ownProfile();
    const answer = referenceAnswer(url, config);
    if (!answer) throw new Error(`unexpected GET ${url}`);
    return answer;
  });
});

const open = (url = '/profile/settings') => renderPage(<SettingsPage />, '/profile/settings', url);
const tab = (name: string) => screen.getByRole('tab', { name });

async function openLoaded(url?: string) {
  const view = open(url);
  await screen.findByRole('tablist', { name: 'Settings sections' });
  return view;
}

describe('the settings page while the profile loads', () => {
  it('shows a skeleton, then the tabs with the stored profile', async () => {
    let answer: (value: { data: unknown }) => void = () => undefined;
    // The call goes out once the API client has loaded (on demand, ADR 0088).
    const asked = new Promise<void>((called) => {
      ownProfile = () =>
        new Promise((resolve) => {
          answer = resolve;
          called();
        });
    });
    open();
    expect(screen.getByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    expect(screen.getByText('Loading your settings…')).toBeInTheDocument();
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /^Nickname/ })).not.toBeInTheDocument();

    await act(async () => {
      await asked;
      answer({ data: profile() });
    });
    expect(await screen.findByRole('tablist', { name: 'Settings sections' })).toBeInTheDocument();
    expect(screen.queryByText('Loading your settings…')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Nickname/ })).toHaveValue('ann_rides');
    expect(screen.getByRole('textbox', { name: /^First name/ })).toHaveValue('Ann');
  });

  it('offers another try when the profile cannot be loaded', async () => {
    ownProfile = () =>
      Promise.reject(httpError(500, errorPayload(500, 'Internal Server Error', 'boom')));
    const user = userEvent.setup();
    open();
    expect(await screen.findByText('Your profile could not be loaded.')).toBeInTheDocument();
    expect(screen.getByText('Internal server error. Please try again later')).toBeInTheDocument();
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();

    ownProfile = async () => ({ data: profile() });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('tablist')).toBeInTheDocument();
  });
});

describe('the settings tabs', () => {
  it('opens on the profile tab, with the three tabs in order', async () => {
    await openLoaded();
    const tabs = within(screen.getByRole('tablist')).getAllByRole('tab');
    expect(tabs.map((each) => each.textContent)).toEqual(['Profile', 'Notifications', 'Security']);
    expect(tab('Profile')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Profile' })).toBeVisible();
  });

  it('opens the tab the URL names, and the profile tab for an unknown one', async () => {
    const { unmount } = await openLoaded('/profile/settings?tab=security');
    expect(tab('Security')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('heading', { level: 2, name: 'Change password' })).toBeVisible();
    unmount();

    await openLoaded('/profile/settings?tab=billing');
    expect(tab('Profile')).toHaveAttribute('aria-selected', 'true');
  });

  it('is operated with the arrow keys, Home and End, and keeps the tab in the URL', async () => {
    const user = userEvent.setup();
    const { router } = await openLoaded();
    const search = () => router.state.location.search;
    // Roving tabindex: Tab reaches the selected tab only.
    expect(tab('Profile')).toHaveAttribute('tabindex', '0');
    expect(tab('Security')).toHaveAttribute('tabindex', '-1');
    act(() => tab('Profile').focus());

    await user.keyboard('{ArrowRight}');
    expect(tab('Notifications')).toHaveFocus();
    expect(tab('Notifications')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Notifications')).toHaveAttribute('tabindex', '0');
    expect(search()).toBe('?tab=notifications');
    expect(screen.getByRole('heading', { name: 'What we tell you, and how' })).toBeVisible();

    await user.keyboard('{ArrowRight}');
    expect(tab('Security')).toHaveFocus();
    expect(search()).toBe('?tab=security');

    await user.keyboard('{ArrowRight}');
    expect(tab('Profile')).toHaveFocus();
    expect(search()).toBe('');

    await user.keyboard('{ArrowLeft}');
    expect(tab('Security')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(tab('Profile')).toHaveFocus();
    expect(tab('Profile')).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{End}');
    expect(tab('Security')).toHaveFocus();
    expect(search()).toBe('?tab=security');

    // Tab moves from the tab list into the open panel.
    await user.tab();
    expect(screen.getByRole('tabpanel', { name: 'Security' })).toHaveFocus();
  });

  it('replaces the history entry, so Back leaves the page instead of walking the tabs', async () => {
    const user = userEvent.setup();
    const { router } = await openLoaded();
    await user.click(tab('Security'));
    expect(router.state.location.search).toBe('?tab=security');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('keeps what was typed in the profile while another tab is open', async () => {
    const user = userEvent.setup();
    await openLoaded();
    const city = screen.getByRole('textbox', { name: /^City/ });
    await user.type(city, 'Lviv');
    await user.click(tab('Security'));
    expect(city).not.toBeVisible();
    await user.click(tab('Profile'));
    expect(screen.getByRole('textbox', { name: /^City/ })).toHaveValue('Lviv');
    expect(screen.getByText('You have unsaved changes')).toBeInTheDocument();
  });
});
