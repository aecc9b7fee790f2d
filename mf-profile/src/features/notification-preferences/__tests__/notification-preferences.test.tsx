import { apiClient } from '@carclub/api-client';
import type { NotificationPreferences } from '@carclub/contracts';
import { i18n } from '@carclub/i18n';
import { screen, within } from '@testing-library/react';
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

const { get, put } = fakeApiMethods(apiClient);

setupTestEnvironment();

const stored: NotificationPreferences = {
  items: [
    { kind: 'newSignIn', inApp: true, email: true, emailLocked: true },
    { kind: 'passwordChanged', inApp: false, email: true, emailLocked: true },
    { kind: 'vehicleHidden', inApp: true, email: false, emailLocked: false },
    { kind: 'vehicleRestored', inApp: true, email: true, emailLocked: false },
  ],
};

beforeEach(() => {
  get.mockImplementation(async (url: string, config?: { params?: Record<string, string> }) => {
    if (url === '/profile') return { data: profile() };
    if (url === '/profile/notification-preferences') return { data: stored };
    const answer = referenceAnswer(url, config);
    if (!answer) throw new Error(`unexpected GET ${url}`);
    return answer;
  });
});

const open = () =>
  renderPage(<SettingsPage />, '/profile/settings', '/profile/settings?tab=notifications');

const box = (name: string) => screen.getByRole('checkbox', { name });

describe('Settings → Notifications', () => {
  it('shows every kind with its two boxes as stored, the e-mail of security notices locked on', async () => {
    open();
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual([
      'A sign-in from a new browser',
      'Your password was changed',
      'A moderator hid one of your cars',
      'A moderator showed one of your cars again',
    ]);
    expect(box('On the site A sign-in from a new browser')).toBeChecked();
    expect(box('On the site Your password was changed')).not.toBeChecked();
    expect(box('By e-mail A moderator hid one of your cars')).not.toBeChecked();
    expect(box('By e-mail A moderator hid one of your cars')).toBeEnabled();

    const locked = box('By e-mail A sign-in from a new browser');
    expect(locked).toBeChecked();
    expect(locked).toBeDisabled();
    expect(locked).toHaveAccessibleDescription(/Security notices always go by e-mail/);
    expect(box('By e-mail Your password was changed')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Save notification settings' })).toBeDisabled();
  });

  it('saves every kind with PUT, the locked e-mail on, and says so', async () => {
    put.mockImplementation(async (_url: string, body: { items: unknown[] }) => ({
      data: {
        items: (body.items as Array<Record<string, unknown>>).map((item) => ({
          ...item,
          emailLocked: item.kind === 'newSignIn' || item.kind === 'passwordChanged',
        })),
      },
    }));
    const user = userEvent.setup();
    open();
    await user.click(
      await screen.findByRole('checkbox', { name: 'On the site Your password was changed' }),
    );
    await user.click(box('By e-mail A moderator hid one of your cars'));
    await user.click(box('On the site A moderator showed one of your cars again'));
    expect(screen.getByText('You have unsaved changes.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save notification settings' }));

    expect(await screen.findByText('Notification settings saved')).toBeInTheDocument();
    expect(put).toHaveBeenCalledWith('/profile/notification-preferences', {
      items: [
        { kind: 'newSignIn', inApp: true, email: true },
        { kind: 'passwordChanged', inApp: true, email: true },
        { kind: 'vehicleHidden', inApp: true, email: true },
        { kind: 'vehicleRestored', inApp: false, email: true },
      ],
    });
    expect(screen.queryByText('You have unsaved changes.')).not.toBeInTheDocument();
    expect(box('On the site Your password was changed')).toBeChecked();
  });

  it('keeps the boxes as set when saving fails, and discards on request', async () => {
    put.mockRejectedValue(httpError(500, errorPayload(500, 'Internal Server Error', 'boom')));
    const user = userEvent.setup();
    open();
    await user.click(
      await screen.findByRole('checkbox', { name: 'By e-mail A moderator hid one of your cars' }),
    );
    await user.click(screen.getByRole('button', { name: 'Save notification settings' }));
    expect(await screen.findByText('Notification settings were not saved')).toBeInTheDocument();
    expect(box('By e-mail A moderator hid one of your cars')).toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Discard changes' }));
    expect(box('By e-mail A moderator hid one of your cars')).not.toBeChecked();
  });

  it('keeps what was set while another tab is open', async () => {
    const user = userEvent.setup();
    open();
    await user.click(
      await screen.findByRole('checkbox', { name: 'By e-mail A moderator hid one of your cars' }),
    );
    await user.click(screen.getByRole('tab', { name: 'Security' }));
    await user.click(screen.getByRole('tab', { name: 'Notifications' }));
    expect(box('By e-mail A moderator hid one of your cars')).toBeChecked();
  });

  it('speaks Ukrainian', async () => {
    await i18n.changeLanguage('uk');
    open();
    expect(
      await screen.findByRole('checkbox', { name: 'На e-mail Вхід з нового браузера' }),
    ).toBeDisabled();
    expect(screen.getByText(/завжди надходять на e-mail/)).toBeInTheDocument();
    await i18n.changeLanguage('en');
  });
});
