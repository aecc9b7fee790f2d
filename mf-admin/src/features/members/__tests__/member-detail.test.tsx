import { apiClient } from '@carclub/api-client';
import type { AdminMember, AdminMemberDetail } from '@carclub/contracts';
import { staffUserFixture } from '@carclub/testing/fixtures';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { MemberPage } from '../../../pages/member-page';
import {
  errorPayload,
  fakeApiMethods,
  httpError,
  renderPage,
  setupTestEnvironment,
  signedInAs,
} from '../../../test-utils/render';

const { get, post } = fakeApiMethods(apiClient);

const ADMIN = staffUserFixture('admin', [
  'dashboard:view',
  'members:read',
  'members:manage',
  'roles:manage',
]);

const ANN: AdminMember = {
  id: 'u1',
  email: 'ann@example.com',
  nickname: 'ann',
  roles: ['user'],
  restrictions: [],
  status: 'active',
  joinedAt: '2026-01-02T10:00:00.000Z',
  lastSignInAt: null,
};

const detailOf = (member: AdminMember): { data: AdminMemberDetail } => ({
  data: {
    member,
    profile: { firstName: null, lastName: null, city: null, aboutMe: null },
    vehicles: [],
    sessions: [],
    securityNotifications: [],
    trust: {
      level: 1,
      staff: false,
      locked: true,
      activity: {
        daysVisited: 4,
        discussionsEntered: 9,
        commentsRead: 40,
        likesGiven: 2,
        likesReceived: 1,
        commentsApproved: 2,
        postsApproved: 1,
      },
    },
  },
});

const open = () =>
  renderPage(<MemberPage />, '/dashboard/members/:memberId', '/dashboard/members/u1');

async function block(reason: string) {
  const user = userEvent.setup();
  open();
  await user.click(await screen.findByRole('button', { name: 'Block' }));
  const dialog = screen.getByRole('alertdialog', { name: 'Block ann?' });
  await user.type(within(dialog).getByRole('textbox', { name: /^Reason/ }), reason);
  await user.click(within(dialog).getByRole('button', { name: 'Block' }));
  return dialog;
}

setupTestEnvironment();
signedInAs(ADMIN);

describe('a member’s page', () => {
  it('shows the member’s trust level, how it was set, and the activity behind it', async () => {
    get.mockResolvedValue(detailOf(ANN));
    open();
    const level = await screen.findByText('Trust level', { selector: 'dt' });
    expect(level.nextElementSibling).toHaveTextContent('1: Basic, set by a moderator');
    expect(
      screen.getByText('Days visited', { selector: 'dt' }).nextElementSibling,
    ).toHaveTextContent('4');
    expect(
      screen.getByText('Comments and posts published', { selector: 'dt' }).nextElementSibling,
    ).toHaveTextContent('3');
  });

  it('says inside the dialog why an action was refused, keeping the reason typed', async () => {
    get.mockResolvedValue(detailOf(ANN));
    post.mockRejectedValue(
      httpError(400, errorPayload(400, 'Bad Request', 'validation.notOnYourself')),
    );
    const dialog = await block('Spam');
    // Inside the modal: a toast outside it is hidden from screen readers while it is open.
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'You cannot do this to your own account',
    );
    expect(within(dialog).getByRole('textbox', { name: /^Reason/ })).toHaveValue('Spam');
    expect(screen.getByRole('alertdialog')).toBe(dialog);
  });

  it('moves focus to the actions heading once Block has replaced its own button', async () => {
    const blocked: AdminMember = { ...ANN, status: 'blocked', restrictions: ['blocked'] };
    get.mockResolvedValueOnce(detailOf(ANN)).mockResolvedValue(detailOf(blocked));
    post.mockResolvedValue({ status: 200, data: blocked });
    await block('Spam');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('button', { name: 'Unblock' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Block' })).not.toBeInTheDocument();
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Actions' })),
    );
  });
});
