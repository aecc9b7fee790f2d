import { apiClient } from '@carclub/api-client';
import { i18n } from '@carclub/i18n';
import { act, screen, waitFor } from '@testing-library/react';
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

const { get, put } = fakeApiMethods(apiClient);
const DAY = 24 * 3600_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();
/** The moment as the interface writes it, whatever the machine's time zone. */
const written = (iso: string, locale = 'en') =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short' }).format(new Date(iso));

let ownProfile = profile();

setupTestEnvironment();
beforeEach(() => {
  ownProfile = profile();
  get.mockImplementation(async (url: string, config?: { params?: Record<string, string> }) => {
    if (url === '/profile') return { data: ownProfile };
    const answer = securityAnswer(url) ?? referenceAnswer(url, config);
    if (!answer) throw new Error(`unexpected GET ${url}`);
    return answer;
  });
});
afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

async function nicknameField(name: RegExp = /^Nickname/) {
  renderPage(<SettingsPage />, '/profile/settings');
  return screen.findByRole('textbox', { name });
}

describe('the nickname hold', () => {
  it('says until when a nickname changed lately cannot change again', async () => {
    const until = inDays(12);
    ownProfile = profile({ nicknameChangeableAt: until });
    const field = await nicknameField();
    expect(field).toHaveAccessibleDescription(
      `Shown on your posts and cars, and in your address: /u/ann_rides A nickname changes at most once in 30 days: yours can change again from ${written(until)}.`,
    );
  });

  it.each([
    ['may change now', null],
    ['waited long enough', new Date(Date.now() - DAY).toISOString()],
  ])('says nothing of it when the nickname %s', async (_case, changeableAt) => {
    ownProfile = profile({ nicknameChangeableAt: changeableAt });
    const field = await nicknameField();
    expect(field).toHaveAccessibleDescription(
      'Shown on your posts and cars, and in your address: /u/ann_rides',
    );
  });

  it('puts the server’s "too soon" under the nickname, and the hint follows a change just saved', async () => {
    const user = userEvent.setup();
    put
      .mockRejectedValueOnce(
        httpError(
          400,
          errorPayload(400, 'Bad Request', 'Bad Request', {
            nickname: ['validation.nicknameChangeTooSoon'],
          }),
        ),
      )
      .mockImplementationOnce(async () => ({
        data: profile({ nickname: 'ann_drives', nicknameChangeableAt: inDays(30) }),
      }));
    const field = await nicknameField();
    await user.clear(field);
    await user.type(field, 'ann_drives');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription(
        expect.stringContaining('You can change your nickname once in 30 days'),
      ),
    );
    expect(field).toHaveValue('ann_drives');

    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Profile updated')).toBeInTheDocument();
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription(
        expect.stringContaining('yours can change again from'),
      ),
    );
  });

  it('speaks Ukrainian', async () => {
    await act(() => i18n.changeLanguage('uk'));
    const until = inDays(3);
    ownProfile = profile({ nicknameChangeableAt: until });
    const field = await nicknameField(/^Нікнейм/);
    expect(field).toHaveAccessibleDescription(
      expect.stringContaining(`ваш можна буде змінити знову з ${written(until, 'uk')}.`),
    );
  });
});
