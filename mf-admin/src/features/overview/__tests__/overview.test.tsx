import { apiClient } from '@carclub/api-client';
import { type AdminOverview, type Role, ROLE_PERMISSIONS } from '@carclub/contracts';
import { CURRENT_USER_QUERY_KEY, queryClient as sessionQueryClient } from '@carclub/session';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { fakeApiMethods, renderPage, setupTestEnvironment } from '../../../test-utils/render';
import { formatBytes } from '../components/headline-counts';
import { OverviewDashboard } from '../components/overview-dashboard';

const { get } = fakeApiMethods(apiClient);

setupTestEnvironment();

/** 90 days ending today: one sign-up on the 11th, `today` on the last. */
const days = (today: number) =>
  Array.from({ length: 90 }, (_, index) => ({
    date: new Date(Date.UTC(2026, 7, 27 + index)).toISOString().slice(0, 10),
    count: index === 89 ? today : index === 10 ? 1 : 0,
  }));

const overview: AdminOverview = {
  users: 1200,
  activatedUsers: 1100,
  blockedUsers: 4,
  vehicles: 300,
  images: 950,
  storageBytes: 5 * 1024 * 1024,
  newUsersLast7Days: 12,
  newUsersLast30Days: 40,
  signUpsPerDay: days(3),
  vehiclesPerDay: days(0).map((day) => ({ ...day, count: 0 })),
  latestActions: [
    {
      id: 1,
      at: '2026-11-24T09:00:00.000Z',
      actorId: 'a',
      actorNickname: 'boss',
      action: 'reference.create',
      targetType: 'color',
      targetId: 'sea-green',
      targetLabel: 'Sea green',
      before: null,
      after: { name: 'Sea green' },
      reason: null,
    },
    // ADMIN_EMAILS' grant as recorded before it had a label: the member is their own actor.
    {
      id: 2,
      at: '2026-11-24T08:00:00.000Z',
      actorId: '0b6f3c1e-7d2a-4c55-9a0e-3f1b2c4d5e6f',
      actorNickname: 'firstadmin',
      action: 'member.roleGrant',
      targetType: 'member',
      targetId: '0b6f3c1e-7d2a-4c55-9a0e-3f1b2c4d5e6f',
      targetLabel: null,
      before: { roles: ['user'] },
      after: { roles: ['user', 'admin'] },
      reason: 'ADMIN_EMAILS',
    },
  ],
};

function signIn(role: Role) {
  sessionQueryClient.setQueryData(CURRENT_USER_QUERY_KEY, {
    id: 'a',
    email: 'boss@example.com',
    nickname: 'boss',
    roles: ['user', role],
    permissions: [...ROLE_PERMISSIONS[role]],
    restrictions: [],
  });
}

beforeEach(() => {
  // jsdom cannot draw: each card says so and keeps its table (what a failed chart must do anyway).
  jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
  get.mockResolvedValue({ data: overview });
  signIn('admin');
});

const count = (term: string) => screen.getByText(term).closest('div');

describe('admin overview', () => {
  it('shows the counts, the storage in readable units', async () => {
    renderPage(<OverviewDashboard />, '/dashboard');
    expect(await screen.findByText('Blocked')).toBeVisible();
    expect(count('Blocked')).toHaveTextContent('4');
    expect(count('New in 30 days')).toHaveTextContent('40');
    expect(count('Members')).toHaveTextContent('1,200');
    expect(count('Storage used')).toHaveTextContent(/^Storage used5 MB$/);
  });

  it('gives each chart a summary and a table with every day, today first', async () => {
    renderPage(<OverviewDashboard />, '/dashboard');
    const table = await screen.findByRole('table', { name: 'Sign-ups per day' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(91);
    expect(rows[1]).toHaveTextContent(/^Today, .*3$/);
    expect(screen.getByText(/^4 in all; the busiest day was .* with 3\.$/)).toBeVisible();
    expect(screen.getByText('None in the last 90 days.')).toBeVisible();
    expect(
      await screen.findAllByText(
        'The chart could not be drawn; the table below has the same numbers.',
      ),
    ).toHaveLength(2);

    const user = userEvent.setup();
    const [show] = screen.getAllByRole('button', { name: 'Show as a table' });
    expect(show).toHaveAttribute('aria-pressed', 'false');
    await user.click(show!);
    expect(show).toHaveAttribute('aria-pressed', 'true');
  });

  it('lists the latest staff actions for those who may read the log', async () => {
    renderPage(<OverviewDashboard />, '/dashboard');
    const latest = await screen.findByRole('region', { name: 'Latest staff actions' });
    expect(latest).toBeVisible();
    expect(latest).toHaveTextContent('boss Reference item added: Sea green');
    // A role grant names the role and the member, never the member's id.
    expect(latest).toHaveTextContent('firstadmin Role “Admin” granted: firstadmin');
    expect(latest).not.toHaveTextContent('0b6f3c1e');
    expect(within(latest).getByRole('link', { name: 'The whole audit log' })).toHaveAttribute(
      'href',
      '/dashboard/audit',
    );
  });
});

describe('formatBytes', () => {
  it.each([
    [1536, 'en', '1.5 kB'],
    [3 * 1024 ** 3, 'en', '3 GB'],
  ])('writes %d in %s as %s', (bytes, language, text) => {
    expect(formatBytes(bytes, language).replace(/\s/g, ' ')).toBe(text);
  });
});

describe('admin overview for a moderator', () => {
  it('shows the latest actions too, since moderators may read the log', async () => {
    signIn('moderator');
    renderPage(<OverviewDashboard />, '/dashboard');
    expect(await screen.findByRole('region', { name: 'Latest staff actions' })).toBeVisible();
  });
});
