import { apiClient } from '@carclub/api-client';
import type { AdminMemberDetail } from '@carclub/contracts';
import { i18n } from '@carclub/i18n';
import { CURRENT_USER_QUERY_KEY, queryClient as sessionQueryClient } from '@carclub/session';
import { staffUserFixture } from '@carclub/testing/fixtures';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { MemberPage } from '../../../pages/member-page';
import {
  errorPayload,
  fakeApiMethods,
  httpError,
  renderPage,
  setupTestEnvironment,
} from '../../../test-utils/render';

const { get, post } = fakeApiMethods(apiClient);

const MODERATOR = staffUserFixture('moderator', [
  'dashboard:view',
  'members:read',
  'content:moderate',
  'reports:handle',
  'audit:read',
]);
const READER = staffUserFixture('moderator', ['dashboard:view', 'members:read']);

function detail(level: 0 | 1 | 2 | 3, locked: boolean): { data: AdminMemberDetail } {
  return {
    data: {
      member: {
        id: 'u1',
        email: 'ann@example.com',
        nickname: 'ann',
        roles: ['user'],
        restrictions: [],
        status: 'active',
        joinedAt: '2026-01-02T10:00:00.000Z',
        lastSignInAt: null,
      },
      profile: { firstName: null, lastName: null, city: null, aboutMe: null },
      vehicles: [],
      sessions: [],
      securityNotifications: [],
      trust: {
        level,
        staff: false,
        locked,
        activity: {
          daysVisited: 4,
          discussionsEntered: 9,
          commentsRead: 40,
          likesGiven: 0,
          likesReceived: 0,
          commentsApproved: 0,
          postsApproved: 0,
        },
      },
    },
  };
}

const open = () =>
  renderPage(<MemberPage />, '/dashboard/members/:memberId', '/dashboard/members/u1');
const levelOf = () => screen.getByText('Trust level', { selector: 'dt' }).nextElementSibling;

setupTestEnvironment();
afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

describe("a member's trust level in the dashboard", () => {
  beforeEach(() => sessionQueryClient.setQueryData(CURRENT_USER_QUERY_KEY, MODERATOR));

  it('lets a moderator fix the level with a reason, then shows it as set', async () => {
    get.mockResolvedValueOnce(detail(1, false)).mockResolvedValue(detail(0, true));
    post.mockResolvedValue({
      data: { ...detail(0, true).data.trust },
    });
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('button', { name: 'Change trust level' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Trust level of ann' });
    const select = within(dialog).getByRole('combobox', { name: /^Trust level/ });
    expect(select).toHaveValue('earned');
    await user.click(within(dialog).getByRole('button', { name: 'Save trust level' }));
    expect(await within(dialog).findByText('Required field')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();

    await user.selectOptions(select, '0: New member');
    await user.type(within(dialog).getByRole('textbox', { name: /^Reason/ }), 'Shop links');
    await user.click(within(dialog).getByRole('button', { name: 'Save trust level' }));
    expect(post).toHaveBeenCalledWith('/admin/members/u1/trust-level', {
      level: 0,
      reason: 'Shop links',
    });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(levelOf()).toHaveTextContent('0: New member, set by a moderator'));
    expect(await screen.findByText('The trust level of ann is saved')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 2, name: 'Trust' })).toHaveFocus(),
    );
  });

  it('gives a fixed level back to the activity, in Ukrainian too', async () => {
    get.mockResolvedValue(detail(2, true));
    post.mockResolvedValue({ data: detail(1, false).data.trust });
    await act(() => i18n.changeLanguage('uk'));
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('button', { name: 'Змінити рівень довіри' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Рівень довіри ann' });
    const select = within(dialog).getByRole('combobox', { name: /^Рівень довіри/ });
    expect(select).toHaveValue('2');
    await user.selectOptions(select, 'За активністю учасника');
    await user.type(within(dialog).getByRole('textbox', { name: /^Причина/ }), 'Досить');
    await user.click(within(dialog).getByRole('button', { name: 'Зберегти рівень довіри' }));
    expect(post).toHaveBeenCalledWith('/admin/members/u1/trust-level', {
      level: null,
      reason: 'Досить',
    });
  });

  it('says inside the dialog why the server refused, keeping what was chosen', async () => {
    get.mockResolvedValue(detail(1, false));
    post.mockRejectedValue(httpError(404, errorPayload(404, 'Not Found', 'Not Found')));
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('button', { name: 'Change trust level' }));
    const dialog = screen.getByRole('alertdialog');
    await user.selectOptions(within(dialog).getByRole('combobox'), '3: Regular');
    await user.type(within(dialog).getByRole('textbox', { name: /^Reason/ }), 'Known');
    await user.click(within(dialog).getByRole('button', { name: 'Save trust level' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Requested resource not found',
    );
    expect(within(dialog).getByRole('combobox')).toHaveValue('3');
  });
});

describe('staff who may not moderate content', () => {
  beforeEach(() => sessionQueryClient.setQueryData(CURRENT_USER_QUERY_KEY, READER));

  it('see the level, with no way to change it', async () => {
    get.mockResolvedValue(detail(1, false));
    open();
    await screen.findByText('Trust level', { selector: 'dt' });
    expect(levelOf()).toHaveTextContent('1: Basic');
    expect(screen.queryByRole('button', { name: 'Change trust level' })).not.toBeInTheDocument();
  });
});
