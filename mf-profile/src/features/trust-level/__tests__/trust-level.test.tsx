import { apiClient } from '@carclub/api-client';
import type { OwnTrustLevel } from '@carclub/contracts';
import { i18n } from '@carclub/i18n';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { SettingsPage } from '../../../pages/settings-page';
import { profile, referenceAnswer } from '../../../test-utils/profile-fixtures';
import {
  fakeApiMethods,
  httpError,
  renderPage,
  setupTestEnvironment,
} from '../../../test-utils/render';
import { NEW_MEMBER_TRUST, securityAnswer } from '../../../test-utils/security-fixtures';

const { get } = fakeApiMethods(apiClient);

function answer(trust: OwnTrustLevel | Error) {
  get.mockImplementation(async (url: string, config?: { params?: Record<string, string> }) => {
    if (url === '/profile') return { data: profile() };
    if (url === '/profile/trust') {
      if (trust instanceof Error) throw trust;
      return { data: trust };
    }
    const other = securityAnswer(url) ?? referenceAnswer(url, config);
    if (!other) throw new Error(`unexpected GET ${url}`);
    return other;
  });
}

setupTestEnvironment();
afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

async function openCard() {
  renderPage(<SettingsPage />, '/profile/settings', '/profile/settings?tab=security');
  const card = await screen.findByRole('region', { name: 'Your trust level' });
  await within(card).findByText(/^Level \d/);
  return card;
}

/** The value beside a term of the card's lists. */
const valueOf = (card: HTMLElement, term: string) =>
  within(card).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;

describe('your trust level, on the Security tab', () => {
  it("shows a new member's level, its limits, the review of first comments and the way up", async () => {
    answer(NEW_MEMBER_TRUST);
    const card = await openCard();
    expect(within(card).getByText('Level 0: New member')).toBeInTheDocument();
    const table = within(card).getByRole('table', { name: 'Most in one comment and one post' });
    const links = within(table).getByRole('row', { name: /^Links/ });
    expect(
      within(links)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['2', '2']);
    const images = within(table).getByRole('row', { name: /^Images/ });
    expect(
      within(images)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['1', '1']);
    expect(valueOf(card, 'Comments a day')).toBe('20');
    expect(card).toHaveTextContent(
      'Your first comments and your first post are checked by a moderator before others see them.',
    );
    expect(within(card).getByRole('heading', { name: 'Next level: Basic' })).toBeInTheDocument();
    expect(valueOf(card, 'Days visited')).toBe('1 of 2');
    expect(valueOf(card, 'Comments read')).toBe('12 of 30');
    // Level 1 asks for no likes, so they are not listed.
    expect(within(card).queryByText('Likes given')).not.toBeInTheDocument();
  });

  it('tells staff they hold the top level, with no way up to show', async () => {
    answer({ ...NEW_MEMBER_TRUST, level: 3, staff: true });
    const card = await openCard();
    expect(within(card).getByText('Level 3: Regular')).toBeInTheDocument();
    expect(card).toHaveTextContent(
      'As a member of the CarClub team you always have the top level.',
    );
    expect(within(card).queryByRole('heading', { name: /^Next level/ })).not.toBeInTheDocument();
    expect(card).not.toHaveTextContent('checked by a moderator');
  });

  it('says when a moderator set the level, in Ukrainian', async () => {
    answer({ ...NEW_MEMBER_TRUST, level: 2, locked: true });
    await act(() => i18n.changeLanguage('uk'));
    renderPage(<SettingsPage />, '/profile/settings', '/profile/settings?tab=security');
    const card = await screen.findByRole('region', { name: 'Ваш рівень довіри' });
    expect(await within(card).findByText('Рівень 2: Учасник')).toBeInTheDocument();
    expect(card).toHaveTextContent('Цей рівень встановив модератор.');
    expect(within(card).queryByRole('heading', { name: /^Наступний рівень/ })).toBeNull();
  });

  it('offers a retry when the level cannot load', async () => {
    answer(httpError(503));
    const user = userEvent.setup();
    renderPage(<SettingsPage />, '/profile/settings', '/profile/settings?tab=security');
    const card = await screen.findByRole('region', { name: 'Your trust level' });
    expect(
      await within(card).findByText('Your trust level could not be loaded.'),
    ).toBeInTheDocument();
    answer(NEW_MEMBER_TRUST);
    await user.click(within(card).getByRole('button', { name: /Try again/ }));
    expect(await within(card).findByText('Level 0: New member')).toBeInTheDocument();
  });
});
