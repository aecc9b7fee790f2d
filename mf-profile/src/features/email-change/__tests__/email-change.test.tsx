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
import { requestEmailChangeMutationOptions } from '../api/request-email-change';

const api = fakeApiMethods(apiClient);
const NEW_EMAIL = 'ann.new@example.com';
const EXPIRES = '2026-11-25T12:00:00.000Z';
const LATER = '2026-11-25T15:30:00.000Z';
const pending = (expiresAt = EXPIRES) => ({ data: { pending: { email: NEW_EMAIL, expiresAt } } });
/** The expiry as the interface writes it, whatever the machine's time zone. */
const written = (iso: string, locale = 'en') =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short' }).format(new Date(iso));

let pendingAnswer: () => unknown = () => ({ data: { pending: null } });

setupTestEnvironment();
beforeEach(() => {
  pendingAnswer = () => ({ data: { pending: null } });
  api.get.mockImplementation(async (url: string, config?: { params?: Record<string, string> }) => {
    if (url === '/profile') return { data: profile() };
    if (url === '/profile/email-change') return pendingAnswer();
    const answer = securityAnswer(url) ?? referenceAnswer(url, config);
    if (!answer) throw new Error(`unexpected GET ${url}`);
    return answer;
  });
});
afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

async function openCard(name = 'E-mail address') {
  renderPage(<SettingsPage />, '/profile/settings', '/profile/settings?tab=security');
  return screen.findByRole('region', { name });
}

async function requestChange(card: HTMLElement, email: string, password: string) {
  const user = userEvent.setup();
  await user.click(await within(card).findByRole('button', { name: 'Change e-mail address' }));
  await user.type(within(card).getByLabelText(/^New e-mail address/), email);
  await user.type(within(card).getByLabelText(/^Current password/), password);
  await user.click(within(card).getByRole('button', { name: 'Send the confirmation link' }));
  return user;
}

describe('the e-mail change', () => {
  it('shows the address, and the form only when asked for', async () => {
    const user = userEvent.setup();
    const card = await openCard();
    expect(within(card).getByRole('term')).toHaveTextContent('Current address');
    expect(within(card).getByRole('definition')).toHaveTextContent('ann@example.com');
    const opener = await within(card).findByRole('button', { name: 'Change e-mail address' });
    expect(within(card).queryByLabelText(/^Current password/)).not.toBeInTheDocument();

    await user.click(opener);
    const newEmail = within(card).getByLabelText(/^New e-mail address/);
    expect(newEmail).toHaveFocus();
    expect(newEmail).toHaveAttribute('type', 'email');
    expect(within(card).getByLabelText(/^Current password/)).toHaveAttribute(
      'autocomplete',
      'current-password',
    );
    await user.click(within(card).getByRole('button', { name: 'Send the confirmation link' }));
    expect(newEmail).toHaveAccessibleDescription(/Required field/);
    expect(api.post).not.toHaveBeenCalled();

    await user.click(within(card).getByRole('button', { name: 'Cancel' }));
    expect(within(card).queryByLabelText(/^New e-mail address/)).not.toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Change e-mail address' })).toHaveFocus();
  });

  it('asks with the password, then shows the change waiting for its link', async () => {
    api.post.mockResolvedValue({ status: 202, ...pending() });
    const card = await openCard();
    await requestChange(card, NEW_EMAIL, 'my-secret-1');

    expect(api.post).toHaveBeenCalledWith('/profile/email-change', {
      newEmail: NEW_EMAIL,
      currentPassword: 'my-secret-1',
    });
    const status = await within(card).findByText(
      `We sent a link to ${NEW_EMAIL}; it works until ${written(EXPIRES)}.`,
    );
    expect(
      within(card).getByText('Until you follow it, your address stays ann@example.com.'),
    ).toBeInTheDocument();
    expect(status.parentElement).toHaveFocus();
    expect(await screen.findByText('Check the new inbox')).toBeInTheDocument();
    expect(within(card).queryByLabelText(/^Current password/)).not.toBeInTheDocument();
    expect(requestEmailChangeMutationOptions().retry).toBe(false);
  });

  it('puts the server messages under their fields', async () => {
    api.post
      .mockRejectedValueOnce(
        httpError(
          400,
          errorPayload(400, 'Bad Request', 'Bad Request', {
            currentPassword: ['messages.currentPasswordIncorrect'],
          }),
        ),
      )
      .mockRejectedValueOnce(
        httpError(
          400,
          errorPayload(400, 'Bad Request', 'Bad Request', {
            newEmail: ['validation.emailUnchanged'],
          }),
        ),
      );
    const card = await openCard();
    const user = await requestChange(card, NEW_EMAIL, 'wrong-secret');
    const password = within(card).getByLabelText(/^Current password/);
    await waitFor(() =>
      expect(password).toHaveAccessibleDescription('Current password is incorrect'),
    );
    expect(password).toHaveFocus();
    expect(await screen.findByText('The address was not changed')).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Send the confirmation link' }));
    await waitFor(() =>
      expect(within(card).getByLabelText(/^New e-mail address/)).toHaveAccessibleDescription(
        /This is already your email address/,
      ),
    );
  });

  it('says when too many changes were asked for (429)', async () => {
    api.post.mockRejectedValue(
      httpError(429, errorPayload(429, 'Too Many Requests', 'Too Many Requests')),
    );
    const card = await openCard();
    await requestChange(card, NEW_EMAIL, 'my-secret-1');
    expect(
      await screen.findByText('Too many requests. Please try again later'),
    ).toBeInTheDocument();
    expect(within(card).getByLabelText(/^New e-mail address/)).toHaveValue(NEW_EMAIL);
  });

  it('tells an account without a password (403) to set one first, and the password card too', async () => {
    api.post.mockRejectedValue(httpError(403, errorPayload(403, 'Forbidden', 'Forbidden')));
    const card = await openCard();
    await requestChange(card, NEW_EMAIL, 'anything-1');
    const note = /your account has none yet \(you sign in with Google\)\. Set a password first\./;
    expect(await within(card).findByText(note)).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Change e-mail address' })).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'Set a password' })).toBeInTheDocument();
  });

  it('sends the link again, with its new end', async () => {
    const user = userEvent.setup();
    pendingAnswer = pending;
    api.post.mockResolvedValue({ status: 202, ...pending(LATER) });
    const card = await openCard();
    await user.click(await within(card).findByRole('button', { name: 'Send again' }));
    expect(api.post).toHaveBeenCalledWith('/profile/email-change/resend', undefined);
    expect(
      await within(card).findByText(
        `We sent a link to ${NEW_EMAIL}; it works until ${written(LATER)}.`,
      ),
    ).toBeInTheDocument();
    expect(await screen.findByText('Sent again')).toBeInTheDocument();
  });

  it('shows what is true when the change ended meanwhile (resend 404)', async () => {
    const user = userEvent.setup();
    pendingAnswer = pending;
    api.post.mockImplementation(async () => {
      pendingAnswer = () => ({ data: { pending: null } });
      throw httpError(404, errorPayload(404, 'Not Found', 'Not Found'));
    });
    const card = await openCard();
    await user.click(await within(card).findByRole('button', { name: 'Send again' }));
    expect(await screen.findByText('The link was not sent')).toBeInTheDocument();
    expect(
      await within(card).findByRole('button', { name: 'Change e-mail address' }),
    ).toBeInTheDocument();
  });

  it('cancels the change: the address stays and the form can be opened again', async () => {
    const user = userEvent.setup();
    pendingAnswer = pending;
    api.delete.mockResolvedValue({ status: 204 });
    const card = await openCard();
    await user.click(await within(card).findByRole('button', { name: 'Cancel the change' }));
    expect(api.delete).toHaveBeenCalledWith('/profile/email-change');
    const opener = await within(card).findByRole('button', { name: 'Change e-mail address' });
    await waitFor(() => expect(opener).toHaveFocus());
    expect(card).not.toHaveTextContent(NEW_EMAIL);
    expect(await screen.findByText('Your address stays ann@example.com.')).toBeInTheDocument();
  });

  it('speaks Ukrainian', async () => {
    await act(() => i18n.changeLanguage('uk'));
    pendingAnswer = pending;
    const card = await openCard('Адреса електронної пошти');
    expect(
      await within(card).findByText(
        `Ми надіслали посилання на ${NEW_EMAIL}; воно діє до ${written(EXPIRES, 'uk')}.`,
      ),
    ).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Надіслати ще раз' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Скасувати зміну' })).toBeInTheDocument();
  });
});
