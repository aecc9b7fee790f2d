import { apiClient } from '@carclub/api-client';
import type { CommunityItem } from '@carclub/contracts';
import { staffUserFixture } from '@carclub/testing/fixtures';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { VehiclesPage } from '../../../pages/vehicles-page';
import {
  errorPayload,
  fakeApiMethods,
  httpError,
  renderPage,
  setupTestEnvironment,
  signedInAs,
} from '../../../test-utils/render';

const { get, post } = fakeApiMethods(apiClient);

const MODERATOR = staffUserFixture('moderator', [
  'dashboard:view',
  'members:read',
  'content:moderate',
  'reports:handle',
  'audit:read',
]);

function item(overrides: Partial<CommunityItem> = {}): CommunityItem {
  return {
    kind: 'comment',
    id: 'c1',
    authorNickname: 'newbie',
    title: 'New clutch',
    excerpt: 'Which clutch kit did you fit?',
    path: '/u/ann/car/golf/logbook/e1#comment-c1',
    moderationReason: null,
    createdAt: '2026-01-02T10:00:00.000Z',
    ...overrides,
  };
}

const pageOf = (...items: CommunityItem[]) => ({
  data: { items, total: items.length, page: 1, limit: 20 },
});
const noCars = { data: { items: [], total: 0, page: 1, limit: 20 } };

/** The cars' table gets none; the community queue answers by the queue asked for. */
function serve(queues: { held?: CommunityItem[]; hidden?: CommunityItem[] }) {
  get.mockImplementation(async (url: string, options?: { params?: { queue?: string } }) => {
    if (url !== '/admin/community') return noCars;
    return pageOf(...((options?.params?.queue === 'hidden' ? queues.hidden : queues.held) ?? []));
  });
}

const open = () => renderPage(<VehiclesPage />, '/dashboard/vehicles', '/dashboard/vehicles');

const community = () => screen.getByRole('region', { name: 'Community' });

setupTestEnvironment();
signedInAs(MODERATOR);

describe('the Community section of the moderation page', () => {
  it('lists what waits, oldest first, with where it is and who wrote it, and approves one', async () => {
    serve({
      held: [
        item(),
        item({
          kind: 'post',
          id: 'p1',
          title: 'My first story',
          excerpt: 'Bought it last spring',
          path: '/u/newbie/posts/my-first-story',
        }),
      ],
    });
    post.mockResolvedValue({ status: 204, data: null });
    const user = userEvent.setup();
    open();
    const row = await within(community()).findByRole('row', { name: /Which clutch kit/ });
    expect(get).toHaveBeenCalledWith('/admin/community', {
      params: { queue: 'held', page: 1 },
      signal: expect.any(AbortSignal),
    });
    expect(within(row).getByRole('link', { name: 'New clutch' })).toHaveAttribute(
      'href',
      '/u/ann/car/golf/logbook/e1#comment-c1',
    );
    expect(within(row).getByRole('link', { name: 'newbie' })).toHaveAttribute('href', '/u/newbie');
    const story = within(community()).getByRole('row', { name: /My first story/ });
    expect(within(story).getByRole('link', { name: 'My first story' })).toBeVisible();

    serve({ held: [] });
    await user.click(
      within(row).getByRole('button', { name: 'Approve Which clutch kit did you fit?' }),
    );
    expect(post).toHaveBeenCalledWith('/admin/community/comment/c1/approve', undefined);
    expect(
      await screen.findByText('“Which clutch kit did you fit?” is published'),
    ).toBeInTheDocument();
    expect(await within(community()).findByText('Nothing waits for a moderator.')).toBeVisible();
    expect(document.activeElement).toBe(
      screen.getByRole('heading', { name: 'Community', level: 2 }),
    );
  });

  it('hides a held comment only with a reason, and says in the dialog when another was first', async () => {
    serve({ held: [item()] });
    post.mockRejectedValueOnce(
      httpError(409, errorPayload(409, 'Conflict', 'validation.contentAlreadyModerated')),
    );
    const user = userEvent.setup();
    open();
    await user.click(
      await within(community()).findByRole('button', {
        name: 'Hide Which clutch kit did you fit?',
      }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Hide “Which clutch kit did you fit?”?' });
    await user.click(within(dialog).getByRole('button', { name: 'Hide' }));
    expect(await within(dialog).findByText('Required field')).toBeVisible();
    expect(post).not.toHaveBeenCalled();
    await user.type(within(dialog).getByRole('textbox', { name: /^Reason/ }), 'Advertising');
    await user.click(within(dialog).getByRole('button', { name: 'Hide' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Another moderator has dealt with it already',
    );
    expect(post).toHaveBeenCalledWith('/admin/community/comment/c1/hide', {
      reason: 'Advertising',
    });
  });

  it('shows the hidden ones with the reason and restores one with a reason', async () => {
    serve({ hidden: [item({ moderationReason: 'Advertising' })] });
    post.mockResolvedValue({ status: 204, data: null });
    const user = userEvent.setup();
    open();
    await user.selectOptions(
      await within(community()).findByRole('combobox', { name: 'Queue' }),
      'hidden',
    );
    const row = await within(community()).findByRole('row', { name: /Which clutch kit/ });
    expect(row).toHaveTextContent('Advertising');
    expect(within(row).queryByRole('button', { name: /^Approve/ })).toBeNull();
    await user.click(
      within(row).getByRole('button', { name: 'Restore Which clutch kit did you fit?' }),
    );
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: /^Reason/ }), 'Club shop link');
    serve({ hidden: [] });
    await user.click(within(dialog).getByRole('button', { name: 'Show again' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(post).toHaveBeenCalledWith('/admin/community/comment/c1/restore', {
      reason: 'Club shop link',
    });
    expect(await within(community()).findByText('Nothing is hidden.')).toBeVisible();
  });
});
