import { apiClient } from '@carclub/api-client';
import { i18n } from '@carclub/i18n';
import { act, screen, waitFor, within } from '@testing-library/react';
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
import {
  NOW,
  PHONE,
  SESSIONS,
  THIS_DEVICE,
  securityAnswer,
} from '../../../test-utils/security-fixtures';

const api = fakeApiMethods(apiClient);

setupTestEnvironment();
beforeEach(() => {
  jest.useFakeTimers({ now: NOW, doNotFake: ['setTimeout', 'setInterval', 'queueMicrotask'] });
  api.get.mockImplementation(async (url: string, config?: { params?: Record<string, string> }) => {
    if (url === '/profile') return { data: profile() };
    const answer = securityAnswer(url) ?? referenceAnswer(url, config);
    if (!answer) throw new Error(`unexpected GET ${url}`);
    return answer;
  });
});
afterEach(async () => {
  jest.useRealTimers();
  await act(() => i18n.changeLanguage('en'));
});

async function openDevices() {
  renderPage(<SettingsPage />, '/profile/settings', '/profile/settings?tab=security');
  const card = await screen.findByRole('region', { name: 'Signed-in devices' });
  return within(card).findByRole('list', { name: 'Signed-in devices' });
}

const rows = (list: HTMLElement) => within(list).getAllByRole('listitem');

describe('the signed-in devices', () => {
  it('lists every device with its browser, system, type and times, this one marked', async () => {
    const list = await openDevices();
    const [first, second, third] = rows(list);
    expect(rows(list)).toHaveLength(3);

    expect(first).toHaveTextContent('Firefox on Ubuntu');
    expect(first).toHaveTextContent('This device');
    expect(first).toHaveTextContent('Computer');
    expect(first).toHaveTextContent('Signed in November 20, 2026');
    expect(first).toHaveTextContent('Active now');
    expect(within(first!).queryByRole('button')).not.toBeInTheDocument();

    expect(second).toHaveTextContent('Mobile Safari on iOS');
    expect(second).not.toHaveTextContent('This device');
    expect(second).toHaveTextContent('Phone');
    expect(second).toHaveTextContent('Last active 5 minutes ago');
    expect(within(second!).getByText('Last active 5 minutes ago')).toHaveAttribute(
      'datetime',
      PHONE.lastUsedAt,
    );

    // Nothing known of the browser or system: still a readable name.
    expect(third).toHaveTextContent('Unknown browser');
    expect(third).toHaveTextContent('Tablet');
    expect(third).toHaveTextContent('Last active 3 hours ago');
  });

  it('names the device on each sign-out button', async () => {
    const list = await openDevices();
    expect(
      within(list)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Sign out', 'Sign out']);
    expect(
      within(list).getByRole('button', {
        name: 'Sign out Mobile Safari on iOS, last active 5 minutes ago',
      }),
    ).toBeInTheDocument();
    expect(
      within(list).getByRole('button', {
        name: 'Sign out Unknown browser, last active 3 hours ago',
      }),
    ).toBeInTheDocument();
  });

  it('signs one device out: its session is ended, the row goes and the next one gets focus', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    api.delete.mockResolvedValue({ status: 204 });
    const list = await openDevices();
    await user.click(within(list).getByRole('button', { name: /^Sign out Mobile Safari on iOS/ }));

    expect(api.delete).toHaveBeenCalledWith(`/profile/sessions/${PHONE.id}`);
    expect(api.delete).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(rows(list)).toHaveLength(2));
    expect(list).not.toHaveTextContent('Mobile Safari');
    expect(await screen.findByText('Mobile Safari on iOS is signed out')).toBeInTheDocument();
    expect(within(list).getByRole('button', { name: /^Sign out Unknown browser/ })).toHaveFocus();
  });

  it('takes a device that was already gone (404) off the list too', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    api.delete.mockRejectedValue(httpError(404, errorPayload(404, 'Not Found', 'Not Found')));
    const list = await openDevices();
    await user.click(within(list).getByRole('button', { name: /^Sign out Unknown browser/ }));
    await waitFor(() => expect(rows(list)).toHaveLength(2));
    expect(list).not.toHaveTextContent('Unknown browser');
  });

  it('keeps the row and says so when the sign-out fails', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    api.delete.mockRejectedValue(httpError(500, errorPayload(500, 'Internal Server Error', 'x')));
    const list = await openDevices();
    await user.click(within(list).getByRole('button', { name: /^Sign out Mobile Safari/ }));
    expect(await screen.findByText('The device was not signed out')).toBeInTheDocument();
    expect(rows(list)).toHaveLength(3);
  });

  it('signs all other devices out only once confirmed', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    api.delete.mockResolvedValue({ status: 204 });
    const list = await openDevices();
    await user.click(screen.getByRole('button', { name: 'Sign out all other devices' }));
    let dialog = screen.getByRole('alertdialog', { name: 'Sign out all other devices?' });
    expect(dialog).toHaveTextContent('This one stays signed in.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(api.delete).not.toHaveBeenCalled();

    api.get.mockImplementation(async (url: string) =>
      url === '/profile' ? { data: profile() } : { data: { items: [THIS_DEVICE] } },
    );
    await user.click(screen.getByRole('button', { name: 'Sign out all other devices' }));
    dialog = screen.getByRole('alertdialog', { name: 'Sign out all other devices?' });
    await user.click(within(dialog).getByRole('button', { name: 'Sign out' }));

    expect(api.delete).toHaveBeenCalledWith('/profile/sessions/others');
    await waitFor(() => expect(rows(list)).toHaveLength(1));
    expect(rows(list)[0]).toHaveTextContent('This device');
    expect(await screen.findByText('All other devices are signed out')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByText('No other device is signed in.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign out all other devices' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Signed-in devices' })).toHaveFocus();
  });

  it('speaks Ukrainian, dates included', async () => {
    await act(() => i18n.changeLanguage('uk'));
    renderPage(<SettingsPage />, '/profile/settings', '/profile/settings?tab=security');
    const card = await screen.findByRole('region', { name: 'Пристрої, на яких виконано вхід' });
    const list = await within(card).findByRole('list');
    const [first, second, third] = rows(list);
    expect(first).toHaveTextContent('Firefox, Ubuntu');
    expect(first).toHaveTextContent('Цей пристрій');
    expect(first).toHaveTextContent('Вхід: 20 листопада 2026');
    expect(second).toHaveTextContent('Остання активність: 5 хвилин тому');
    expect(third).toHaveTextContent('Невідомий браузер');
    expect(
      within(list).getByRole('button', {
        name: 'Вийти на пристрої Mobile Safari, iOS, остання активність: 5 хвилин тому',
      }),
    ).toBeInTheDocument();
    expect(
      within(card).getByRole('button', { name: 'Вийти на всіх інших пристроях' }),
    ).toBeInTheDocument();
  });

  it('offers a retry when the list cannot load', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    api.get.mockImplementation(async (url: string) => {
      if (url === '/profile') return { data: profile() };
      if (url === '/profile/sessions') throw httpError(503);
      return securityAnswer(url);
    });
    renderPage(<SettingsPage />, '/profile/settings', '/profile/settings?tab=security');
    expect(await screen.findByText('Your devices could not be loaded.')).toBeInTheDocument();
    api.get.mockImplementation(async (url: string) =>
      url === '/profile' ? { data: profile() } : securityAnswer(url),
    );
    await user.click(screen.getByRole('button', { name: /Try again/ }));
    const card = screen.getByRole('region', { name: 'Signed-in devices' });
    expect(await within(card).findAllByRole('listitem')).toHaveLength(SESSIONS.length);
  });
});
