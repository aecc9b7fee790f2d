import { apiClient } from '@carclub/api-client';
import type { MemberProfile } from '@carclub/contracts';
import { i18n } from '@carclub/i18n';
import { CURRENT_USER_QUERY_KEY, queryClient as sessionQueryClient } from '@carclub/session';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { MemberPage } from '../../../pages/member-page';
import { SettingsPage } from '../../../pages/settings-page';
import { currentUser, profile, referenceAnswer } from '../../../test-utils/profile-fixtures';
import {
  errorPayload,
  fakeApiMethods,
  httpError,
  renderPage,
  setupTestEnvironment,
} from '../../../test-utils/render';
import { MUTED, securityAnswer } from '../../../test-utils/security-fixtures';

const api = fakeApiMethods(apiClient);

const BOB: MemberProfile = {
  nickname: 'bob_drives',
  avatar: null,
  cover: null,
  name: null,
  location: null,
  aboutMe: null,
  socialLinks: null,
  birthday: null,
  memberSince: '2026-03-03T10:00:00.000Z',
  counts: { vehicles: 0, followers: 0, following: 0 },
  followsPublic: true,
};

/** The API as a member page and the settings see it, with `mutes` as the stored mutes. */
function answer(mutes: { nickname: string; mutedAt: string }[]) {
  let stored = [...mutes];
  api.get.mockImplementation(async (url: string, config?: { params?: Record<string, string> }) => {
    if (url === '/users/bob_drives') return { data: BOB };
    if (url === '/users/bob_drives/vehicles') {
      return { data: { items: [], total: 0, page: 1, limit: 12 } };
    }
    if (url === '/profile') return { data: profile() };
    if (url === '/profile/mutes') return { data: { items: stored } };
    const other = securityAnswer(url) ?? referenceAnswer(url, config);
    if (!other) throw new Error(`unexpected GET ${url}`);
    return other;
  });
  api.put.mockImplementation(async (url: string) => {
    const nickname = decodeURIComponent(url.split('/')[2]!);
    stored = [{ nickname, mutedAt: '2026-11-24T12:00:00.000Z' }, ...stored];
    return { status: 204 };
  });
  api.delete.mockImplementation(async (url: string) => {
    const nickname = decodeURIComponent(url.split('/')[2]!);
    stored = stored.filter((each) => each.nickname !== nickname);
    return { status: 204 };
  });
}

setupTestEnvironment();
beforeEach(() => {
  sessionQueryClient.setQueryData(CURRENT_USER_QUERY_KEY, currentUser({ nickname: 'ann_rides' }));
});
afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

const openMember = () => renderPage(<MemberPage />, '/u/:nickname', '/u/bob_drives');

describe('the Mute button on a member page', () => {
  it('mutes and unmutes the member, saying what it means', async () => {
    answer([]);
    const user = userEvent.setup();
    openMember();
    await screen.findByRole('heading', { level: 1, name: 'bob_drives' });
    await user.click(await screen.findByRole('button', { name: 'Mute' }));
    expect(api.put).toHaveBeenCalledWith('/users/bob_drives/mute', undefined);
    expect(
      await screen.findByText('You muted bob_drives: their posts and comments are hidden from you'),
    ).toBeInTheDocument();

    await user.click(await screen.findByRole('button', { name: 'Unmute' }));
    expect(api.delete).toHaveBeenCalledWith('/users/bob_drives/mute');
    expect(
      await screen.findByText('You see the posts and comments of bob_drives again'),
    ).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Mute' })).toBeInTheDocument();
  });

  it('shows Unmute for a member muted already, whatever the case of the address', async () => {
    answer([{ nickname: 'Bob_Drives', mutedAt: '2026-11-01T10:00:00.000Z' }]);
    openMember();
    expect(await screen.findByRole('button', { name: 'Unmute' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mute' })).not.toBeInTheDocument();
  });

  it('is not offered to guests, nor on the member’s own page', async () => {
    answer([]);
    sessionQueryClient.setQueryData(CURRENT_USER_QUERY_KEY, null);
    const guest = openMember();
    await screen.findByRole('heading', { level: 1, name: 'bob_drives' });
    expect(screen.queryByRole('button', { name: 'Mute' })).not.toBeInTheDocument();
    guest.unmount();

    sessionQueryClient.setQueryData(
      CURRENT_USER_QUERY_KEY,
      currentUser({ nickname: 'Bob_Drives' }),
    );
    openMember();
    await screen.findByRole('heading', { level: 1, name: 'bob_drives' });
    expect(screen.queryByRole('button', { name: 'Mute' })).not.toBeInTheDocument();
    expect(api.get).not.toHaveBeenCalledWith('/profile/mutes', expect.anything());
  });

  it('says why a mute was refused, in Ukrainian too', async () => {
    answer([]);
    api.put.mockRejectedValue(
      httpError(400, errorPayload(400, 'Bad Request', 'validation.cannotMuteStaff')),
    );
    await act(() => i18n.changeLanguage('uk'));
    const user = userEvent.setup();
    openMember();
    await user.click(await screen.findByRole('button', { name: 'Приглушити' }));
    expect(await screen.findByText('Не вдалося приглушити bob_drives')).toBeInTheDocument();
    expect(
      screen.getByText('Модераторів і адміністраторів приглушити не можна'),
    ).toBeInTheDocument();
  });
});

describe('muted members in the settings', () => {
  const openList = async () => {
    renderPage(<SettingsPage />, '/profile/settings', '/profile/settings?tab=security');
    const card = await screen.findByRole('region', { name: 'Muted members' });
    return { card, list: await within(card).findByRole('list') };
  };

  it('lists each muted member with a link to their page and when they were muted', async () => {
    answer(MUTED);
    const { list } = await openList();
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByRole('link', { name: 'loud_larry' })).toHaveAttribute(
      'href',
      '/u/loud_larry',
    );
    expect(rows[0]).toHaveTextContent(/Muted November 23, 2026/);
    expect(within(rows[1]!).getByRole('button', { name: 'Unmute spam_sam' })).toBeVisible();
  });

  it('unmutes one, moving focus to the next Unmute button', async () => {
    answer(MUTED);
    const user = userEvent.setup();
    const { card } = await openList();
    await user.click(within(card).getByRole('button', { name: 'Unmute loud_larry' }));
    expect(api.delete).toHaveBeenCalledWith('/users/loud_larry/mute');
    await waitFor(() =>
      expect(
        within(card)
          .getAllByRole('listitem')
          .map((row) => row.textContent),
      ).toEqual([expect.stringContaining('spam_sam')]),
    );
    expect(within(card).getByRole('button', { name: 'Unmute spam_sam' })).toHaveFocus();
    expect(
      await screen.findByText('You see the posts and comments of loud_larry again'),
    ).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Unmute spam_sam' }));
    expect(await within(card).findByText('You have not muted anyone.')).toBeInTheDocument();
    expect(within(card).getByRole('heading', { name: 'Muted members' })).toHaveFocus();
  });

  it('lists a muted model with Unmute, and is not "empty" for it (ADR 0166)', async () => {
    let models = [
      { id: 'volkswagen-golf', name: 'Volkswagen Golf', mutedAt: '2026-11-29T10:00:00.000Z' },
    ];
    answer([]);
    const members = api.get.getMockImplementation()!;
    api.get.mockImplementation(async (url: string, config?: { params?: Record<string, string> }) =>
      url === '/profile/mutes' ? { data: { items: [], models } } : members(url, config),
    );
    api.delete.mockImplementation(async () => {
      models = [];
      return { status: 204 };
    });
    const user = userEvent.setup();
    renderPage(<SettingsPage />, '/profile/settings', '/profile/settings?tab=security');
    const card = await screen.findByRole('region', { name: 'Muted members' });
    const muted = await within(card).findByRole('region', { name: 'Muted models' });
    expect(within(card).queryByText('You have not muted anyone.')).not.toBeInTheDocument();
    await user.click(within(muted).getByRole('button', { name: 'Unmute Volkswagen Golf' }));
    expect(api.delete).toHaveBeenCalledWith('/profile/mutes/models/volkswagen-golf');
    expect(await within(card).findByText('You have not muted anyone.')).toBeInTheDocument();
  });

  it('says when nobody is muted, in Ukrainian too', async () => {
    answer([]);
    await act(() => i18n.changeLanguage('uk'));
    renderPage(<SettingsPage />, '/profile/settings', '/profile/settings?tab=security');
    const card = await screen.findByRole('region', { name: 'Приглушені учасники' });
    expect(await within(card).findByText('Ви нікого не приглушили.')).toBeInTheDocument();
  });
});
