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
import { securityAnswer } from '../../../test-utils/security-fixtures';
import { changePasswordMutationOptions } from '../api/change-password';
import { sendPasswordLinkMutationOptions } from '../api/send-password-link';

const { get, patch, post } = fakeApiMethods(apiClient);

setupTestEnvironment();
beforeEach(() => {
  get.mockImplementation(async (url: string, config?: { params?: Record<string, string> }) => {
    if (url === '/profile') return { data: profile() };
    const answer = securityAnswer(url) ?? referenceAnswer(url, config);
    if (!answer) throw new Error(`unexpected GET ${url}`);
    return answer;
  });
});

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

const NEW_PASSWORD = 'Gravel-roads-at-dawn-7';
// Within its own card: the Security tab has other password fields (deleting the account).
const field = (name: RegExp) =>
  within(screen.getByRole('region', { name: 'Change password' })).getByLabelText(name);

async function openSecurity() {
  renderPage(<SettingsPage />, '/profile/settings', '/profile/settings?tab=security');
  await screen.findByRole('heading', { level: 2, name: 'Change password' });
}

async function fillIn(current: string, next: string, confirmation: string) {
  const user = userEvent.setup();
  await user.type(field(/^Current password/), current);
  await user.type(field(/^New password/), next);
  await user.type(field(/^Confirm the new password/), confirmation);
  await user.click(screen.getByRole('button', { name: 'Change password' }));
  return user;
}

describe('the password change', () => {
  it('asks for all three passwords, with the strength of the new one', async () => {
    const user = userEvent.setup();
    await openSecurity();
    for (const name of [/^Current password/, /^New password/, /^Confirm the new password/]) {
      expect(field(name)).toHaveAttribute('type', 'password');
      expect(field(name)).toBeRequired();
    }
    expect(field(/^Current password/)).toHaveAttribute('autocomplete', 'current-password');
    expect(field(/^New password/)).toHaveAttribute('autocomplete', 'new-password');
    expect(screen.queryByRole('meter')).not.toBeInTheDocument();
    await user.type(field(/^New password/), 'ann_rides1');
    // The meter of the registration form, with the account's nickname known to it.
    expect(await screen.findByRole('meter', { name: /Strength/ })).toBeInTheDocument();
    expect(screen.getByText('Password must not contain your nickname')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(field(/^Current password/)).toHaveAccessibleDescription('Required field');
    expect(patch).not.toHaveBeenCalled();
  });

  it('says when the confirmation does not match, and sends nothing', async () => {
    await openSecurity();
    await fillIn('old-secret-1', NEW_PASSWORD, `${NEW_PASSWORD}x`);
    await waitFor(() =>
      expect(field(/^Confirm the new password/)).toHaveAccessibleDescription(
        'Passwords do not match',
      ),
    );
    expect(patch).not.toHaveBeenCalled();
  });

  it('changes the password, says so and empties the form', async () => {
    patch.mockResolvedValue({ status: 204 });
    await openSecurity();
    await fillIn('old-secret-1', NEW_PASSWORD, NEW_PASSWORD);
    expect(await screen.findByText('Password changed')).toBeInTheDocument();
    expect(screen.getByText('Your other devices have been signed out.')).toBeInTheDocument();
    expect(patch).toHaveBeenCalledWith('/profile/change-password', {
      currentPassword: 'old-secret-1',
      newPassword: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(field(/^Current password/)).toHaveValue('');
    expect(field(/^New password/)).toHaveValue('');
  });

  it('puts "Current password is incorrect" under the current password', async () => {
    patch.mockRejectedValue(
      httpError(
        400,
        errorPayload(400, 'Bad Request', 'Bad Request', {
          currentPassword: ['messages.currentPasswordIncorrect'],
        }),
      ),
    );
    await openSecurity();
    await fillIn('wrong-secret', NEW_PASSWORD, NEW_PASSWORD);
    await waitFor(() =>
      expect(field(/^Current password/)).toHaveAccessibleDescription(
        'Current password is incorrect',
      ),
    );
    expect(field(/^Current password/)).toHaveFocus();
    expect(await screen.findByText('The password was not changed')).toBeInTheDocument();
    expect(field(/^New password/)).toHaveValue(NEW_PASSWORD);
    expect(patch).toHaveBeenCalledTimes(1);
  });

  it('turns into "Set a password" for an account without one (Google), which the 403 tells', async () => {
    patch.mockRejectedValue(httpError(403, errorPayload(403, 'Forbidden', 'Forbidden')));
    post.mockResolvedValue({ status: 202, data: { accepted: true } });
    await openSecurity();
    await fillIn('anything-1', NEW_PASSWORD, NEW_PASSWORD);
    expect(await screen.findByText('The password was not changed')).toBeInTheDocument();
    expect(
      screen.getByText("You don't have permission to change the password."),
    ).toBeInTheDocument();
    const title = await screen.findByRole('heading', { level: 2, name: 'Set a password' });
    expect(title).toHaveFocus();
    expect(
      screen.getByText(/You sign in with Google, so your account has no password yet/),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Current password/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Change password' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Send me a link to set a password' }));
    expect(post).toHaveBeenCalledWith('/profile/password-link', undefined);
    expect(await screen.findByText('Check your inbox')).toBeInTheDocument();
    expect(
      screen.getByText(`We sent a link to set your password to ${profile().email}.`),
    ).toBeInTheDocument();
  });

  it('offers the link under the form too, and says when too many were asked for (429)', async () => {
    post.mockRejectedValue(
      httpError(429, errorPayload(429, 'Too Many Requests', 'Too Many Requests')),
    );
    await openSecurity();
    expect(
      screen.getByText('Signed up with Google, or forgot your current password?'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send me a link to set a password' }));
    expect(await screen.findByText('The link was not sent')).toBeInTheDocument();
    expect(screen.getByText('Too many requests. Please try again later')).toBeInTheDocument();
    expect(post).toHaveBeenCalledTimes(1);
    expect(sendPasswordLinkMutationOptions().retry).toBe(false);
  });

  it('speaks Ukrainian on the link', async () => {
    await act(() => i18n.changeLanguage('uk'));
    post.mockResolvedValue({ status: 202, data: { accepted: true } });
    renderPage(<SettingsPage />, '/profile/settings', '/profile/settings?tab=security');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Надіслати посилання для встановлення пароля' }),
    );
    expect(await screen.findByText('Перевірте пошту')).toBeInTheDocument();
  });

  it('is never retried', () => {
    expect(changePasswordMutationOptions().retry).toBe(false);
  });
});
