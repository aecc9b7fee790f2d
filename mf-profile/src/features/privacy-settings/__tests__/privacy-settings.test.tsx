import { apiClient } from '@carclub/api-client';
import { screen } from '@testing-library/react';
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
beforeEach(() => {
  get.mockImplementation(async (url: string, config?: { params?: Record<string, string> }) => {
    if (url === '/profile') return { data: profile() };
    const answer = referenceAnswer(url, config);
    if (!answer) throw new Error(`unexpected GET ${url}`);
    return answer;
  });
});

const open = () => renderPage(<SettingsPage />, '/profile/settings');

describe('What others see, on the profile tab', () => {
  it('shows the switches as stored, and says e-mail and phone are never shown', async () => {
    open();
    const group = await screen.findByRole('group', { name: 'What others see' });
    expect(
      await screen.findByRole('checkbox', { name: 'Show my first and last name' }),
    ).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /^Show my location/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Show my social networks' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Show my birthday' })).not.toBeChecked();
    expect(
      screen.getByRole('checkbox', { name: 'Show whom I follow and who follows me' }),
    ).toBeChecked();
    expect(group).toHaveTextContent('Your e-mail and phone are never shown to anyone.');
    expect(screen.getByRole('link', { name: 'View your public page' })).toHaveAttribute(
      'href',
      '/u/ann_rides',
    );
  });

  it('saves the switches with PUT /profile/privacy and says so', async () => {
    put.mockImplementation(async (_url: string, body: unknown) => ({ data: body }));
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('checkbox', { name: 'Show my birthday' }));
    await user.click(screen.getByRole('checkbox', { name: 'Show my first and last name' }));
    await user.click(
      screen.getByRole('checkbox', { name: 'Show whom I follow and who follows me' }),
    );
    await user.click(screen.getByRole('button', { name: 'Save visibility' }));
    expect(await screen.findByText('Visibility saved')).toBeInTheDocument();
    expect(put).toHaveBeenCalledWith('/profile/privacy', {
      showName: false,
      showLocation: true,
      showSocialLinks: true,
      showBirthday: true,
      showFollows: false,
    });
    expect(screen.getByRole('checkbox', { name: 'Show my birthday' })).toBeChecked();
  });

  it('keeps the switches as set when saving fails, with the reason', async () => {
    put.mockRejectedValue(httpError(500, errorPayload(500, 'Internal Server Error', 'boom')));
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('checkbox', { name: 'Show my birthday' }));
    await user.click(screen.getByRole('button', { name: 'Save visibility' }));
    expect(await screen.findByText('Visibility was not saved')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Show my birthday' })).toBeChecked();
  });
});
