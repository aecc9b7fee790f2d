import { apiClient } from '@carclub/api-client';
import { i18n } from '@carclub/i18n';
import { forgetSession, useSessionStore } from '@carclub/session';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { SettingsPage } from '../../../pages/settings-page';
import { currentUser, profile, referenceAnswer } from '../../../test-utils/profile-fixtures';
import {
  errorPayload,
  fakeApiMethods,
  httpError,
  renderPage,
  setupTestEnvironment,
} from '../../../test-utils/render';
import { saveFile } from '@carclub/kit';

// jsdom cannot save a file: the test sees the name it would be saved under.
jest.mock('@carclub/kit', () => ({
  ...jest.requireActual<typeof import('@carclub/kit')>('@carclub/kit'),
  saveFile: jest.fn(),
}));

const { get, post } = fakeApiMethods(apiClient);

setupTestEnvironment();
beforeEach(() => {
  jest.mocked(saveFile).mockReset();
  get.mockImplementation(async (url: string, config?: { params?: Record<string, string> }) => {
    if (url === '/profile') return { data: profile() };
    if (url === '/profile/export') {
      return {
        data: new Blob(['zip']),
        headers: { 'content-disposition': 'attachment; filename="carclub-data-2026-11-24.zip"' },
      };
    }
    const answer = referenceAnswer(url, config);
    if (answer) return answer;
    // Other sections of the tab load what they need; this test is about its own calls.
    return { data: null };
  });
});

async function openSecurity() {
  renderPage(<SettingsPage />, '/profile/settings', '/profile/settings?tab=security');
  return screen.findByRole('region', { name: 'Your data' });
}

describe('your data', () => {
  it('downloads the archive under the name the server gives it', async () => {
    const section = await openSecurity();
    await userEvent
      .setup()
      .click(within(section).getByRole('button', { name: 'Download my data' }));
    await waitFor(() => expect(saveFile).toHaveBeenCalledTimes(1));
    expect(get).toHaveBeenCalledWith('/profile/export', { responseType: 'blob' });
    expect(jest.mocked(saveFile).mock.calls[0]![1]).toBe('carclub-data-2026-11-24.zip');
    expect(await screen.findByText('Your archive is downloaded')).toBeInTheDocument();
  });

  it('deletes only with the password and the nickname typed out, then signs out and says goodbye', async () => {
    useSessionStore.getState().setTokens({ accessToken: 'access', refreshToken: 'refresh' });
    useSessionStore.getState().setUser(currentUser());
    const section = await openSecurity();
    const user = userEvent.setup();
    const open = within(section).getByRole('button', { name: 'Delete my account…' });
    expect(open).toHaveAttribute('aria-expanded', 'false');
    expect(within(section).queryByLabelText(/^Current password/)).not.toBeInTheDocument();
    await user.click(open);
    expect(open).toHaveAttribute('aria-expanded', 'true');

    await user.type(within(section).getByLabelText(/^Current password/), 'my password');
    await user.type(within(section).getByLabelText(/^Type your nickname/), 'somebody_else');
    await user.click(within(section).getByRole('button', { name: 'Delete my account for good' }));
    expect(
      await within(section).findByText('Type your nickname exactly as it is'),
    ).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();

    post.mockResolvedValueOnce({ data: undefined });
    const nickname = within(section).getByLabelText(/^Type your nickname/);
    await user.clear(nickname);
    await user.type(nickname, 'ANN_RIDES');
    await user.click(within(section).getByRole('button', { name: 'Delete my account for good' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/goodbye$/));
    expect(post).toHaveBeenCalledWith('/profile/delete', {
      currentPassword: 'my password',
      nickname: 'ANN_RIDES',
    });
    // The goodbye page drops the credentials once it is on screen (mf-auth's tests); the
    // settings page never does, or its guard would send the member to sign in.
    expect(useSessionStore.getState().tokens).not.toBeNull();
    act(() => forgetSession());
  });

  it('shows a wrong password under its field and keeps the form', async () => {
    const section = await openSecurity();
    const user = userEvent.setup();
    await user.click(within(section).getByRole('button', { name: 'Delete my account…' }));
    post.mockRejectedValueOnce(
      httpError(400, {
        ...errorPayload(400, 'Bad Request', 'Validation failed'),
        details: { fields: { currentPassword: ['messages.currentPasswordIncorrect'] } },
      }),
    );
    await user.type(within(section).getByLabelText(/^Current password/), 'wrong one');
    await user.type(within(section).getByLabelText(/^Type your nickname/), 'ann_rides');
    await user.click(within(section).getByRole('button', { name: 'Delete my account for good' }));
    expect(await within(section).findByText('Current password is incorrect')).toBeInTheDocument();
    expect(within(section).getByLabelText(/^Type your nickname/)).toHaveValue('ann_rides');
  });

  it('tells a Google member to set a password first (403), in Ukrainian too', async () => {
    await i18n.changeLanguage('uk');
    const section = await openSecurity().catch(() =>
      screen.findByRole('region', { name: 'Ваші дані' }),
    );
    const user = userEvent.setup();
    await user.click(
      within(section).getByRole('button', { name: 'Видалити мій обліковий запис…' }),
    );
    post.mockRejectedValueOnce(httpError(403, errorPayload(403, 'Forbidden', 'Forbidden')));
    await user.type(within(section).getByLabelText(/^Поточний пароль/), 'anything');
    await user.type(within(section).getByLabelText(/^Введіть свій нікнейм/), 'ann_rides');
    await user.click(
      within(section).getByRole('button', { name: 'Видалити обліковий запис назавжди' }),
    );
    expect(await within(section).findByText(/ще немає пароля/)).toBeInTheDocument();
  });
});
