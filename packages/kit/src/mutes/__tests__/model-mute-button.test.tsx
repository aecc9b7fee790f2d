import { apiClient } from '@carclub/api-client';
import type { CurrentUser, MutedMemberList } from '@carclub/contracts';
import { i18n } from '@carclub/i18n';
import { CURRENT_USER_QUERY_KEY, queryClient as sessionQueryClient } from '@carclub/session';
import { fakeApiMethods, renderPage, setupTestEnvironment } from '@carclub/testing';
import { currentUserFixture } from '@carclub/testing/fixtures';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { ModelMuteButton } from '../model-mute-button';

setupTestEnvironment();
const { get, put, delete: del } = fakeApiMethods(apiClient);

function signIn(user: CurrentUser | null) {
  act(() => {
    sessionQueryClient.setQueryData(CURRENT_USER_QUERY_KEY, user);
  });
}

const golf = { id: 'volkswagen-golf', name: 'Volkswagen Golf', mutedAt: '2026-11-30T10:00:00Z' };

describe('ModelMuteButton', () => {
  beforeEach(() => i18n.changeLanguage('en'));
  afterEach(() => signIn(null));

  it('shows nothing to a visitor, and asks the API for nothing', async () => {
    signIn(null);
    renderPage(<ModelMuteButton modelId="volkswagen-golf" name="Volkswagen Golf" />, '/cars');
    await act(async () => {});
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(get).not.toHaveBeenCalled();
  });

  it('mutes a model and unmutes it, as the server’s list says', async () => {
    let mutes: MutedMemberList = { items: [], models: [] };
    get.mockImplementation(async () => ({ data: mutes }));
    put.mockImplementation(async () => {
      mutes = { items: [], models: [golf] };
      return { data: null, status: 204 };
    });
    del.mockImplementation(async () => {
      mutes = { items: [], models: [] };
      return { data: null, status: 204 };
    });
    signIn(currentUserFixture({ nickname: 'bob' }));
    renderPage(<ModelMuteButton modelId="volkswagen-golf" name="Volkswagen Golf" />, '/cars');

    await userEvent.click(await screen.findByRole('button', { name: 'Mute this model' }));
    expect(put).toHaveBeenCalledWith('/profile/mutes/models/volkswagen-golf', undefined);
    expect(
      await screen.findByText(
        'Volkswagen Golf muted: its cars, posts and entries stay out of your feeds',
      ),
    ).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Unmute this model' }));
    expect(del).toHaveBeenCalledWith('/profile/mutes/models/volkswagen-golf');
    expect(await screen.findByRole('button', { name: 'Mute this model' })).toBeVisible();
  });
});
