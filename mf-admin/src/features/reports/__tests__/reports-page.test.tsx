import { apiClient } from '@carclub/api-client';
import type { AdminReport } from '@carclub/contracts';
import { staffUserFixture } from '@carclub/testing/fixtures';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { ReportsPage } from '../../../pages/reports-page';
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
  'reports:handle',
  'content:moderate',
]);

const REPORT: AdminReport = {
  id: 'r1',
  subjectType: 'vehicle',
  subjectId: 'v1',
  subject: {
    label: 'Blue Thunder',
    ownerNickname: 'ann',
    slug: 'blue-thunder-2012',
    hidden: false,
    hideable: true,
  },
  reason: 'fake',
  details: 'A toy car',
  reporterNickname: 'bob',
  status: 'open',
  createdAt: '2026-01-02T10:00:00.000Z',
  handledAt: null,
  handledByNickname: null,
};

setupTestEnvironment();
signedInAs(MODERATOR);

describe('the report queue', () => {
  it('shows what was reported, why and by whom, with a link to it', async () => {
    get.mockResolvedValue({ data: { items: [REPORT], total: 1, page: 1, limit: 20 } });
    renderPage(<ReportsPage />, '/dashboard/reports');
    const item = await screen.findByRole('listitem');
    expect(within(item).getByRole('link', { name: 'Blue Thunder' })).toHaveAttribute(
      'href',
      '/u/ann/car/blue-thunder-2012',
    );
    expect(item).toHaveTextContent('Fake or misleading');
    expect(item).toHaveTextContent('A toy car');
    expect(item).toHaveTextContent('bob');
    expect(get).toHaveBeenCalledWith('/admin/reports', {
      params: { page: 1, status: 'open' },
      signal: expect.any(AbortSignal),
    });
  });

  it('names a reported comment by its words and where it is, linking to it in the thread', async () => {
    const comment: AdminReport = {
      ...REPORT,
      id: 'r2',
      subjectType: 'comment',
      subjectId: 'c1',
      subject: {
        label: 'Buy cheap oil — Oil change',
        ownerNickname: 'carl',
        slug: null,
        hidden: true,
        hideable: false,
        path: '/u/ann/car/golf/logbook/e1#comment-c1',
      },
    };
    get.mockResolvedValue({ data: { items: [comment], total: 1, page: 1, limit: 20 } });
    renderPage(<ReportsPage />, '/dashboard/reports');
    const item = await screen.findByRole('listitem');
    expect(item).toHaveTextContent('Comment');
    expect(within(item).getByRole('link', { name: 'Buy cheap oil — Oil change' })).toHaveAttribute(
      'href',
      '/u/ann/car/golf/logbook/e1#comment-c1',
    );
  });

  it('dismisses with a required note and reloads the queue', async () => {
    get
      .mockResolvedValueOnce({ data: { items: [REPORT], total: 1, page: 1, limit: 20 } })
      // The queue reloads slowly, keeping the dialog open a while after the server said yes.
      .mockImplementation(
        () =>
          new Promise((resolve) =>
            setTimeout(() => resolve({ data: { items: [], total: 0, page: 1, limit: 20 } }), 100),
          ),
      );
    post.mockResolvedValue({ status: 204, data: null });
    const user = userEvent.setup();
    renderPage(<ReportsPage />, '/dashboard/reports');
    await user.click(
      await screen.findByRole('button', { name: 'Dismiss the report of Blue Thunder' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Dismiss this report?' });
    await user.click(within(dialog).getByRole('button', { name: 'Dismiss' }));
    expect(await within(dialog).findByText('Required field')).toBeVisible();
    await user.type(within(dialog).getByRole('textbox', { name: /^Reason/ }), 'A real car');
    await user.click(within(dialog).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(screen.getByText('The report is dismissed')).toBeInTheDocument());
    // Toasted only once the dialog is gone: while it is open the toasts are inert, unheard.
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(post).toHaveBeenCalledWith('/admin/reports/r1/dismiss', { reason: 'A real car' });
    expect(await screen.findByText('No open reports. Well done!')).toBeVisible();
    // The card and its Dismiss button are gone: focus goes to the queue's heading, not <body>.
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Reports', level: 1 }));
  });

  it('keeps the dialog and the note when another moderator handled the report, saying so inside', async () => {
    get.mockResolvedValue({ data: { items: [REPORT], total: 1, page: 1, limit: 20 } });
    post.mockRejectedValue(
      httpError(409, errorPayload(409, 'Conflict', 'validation.reportAlreadyHandled')),
    );
    const user = userEvent.setup();
    renderPage(<ReportsPage />, '/dashboard/reports');
    await user.click(
      await screen.findByRole('button', { name: 'Resolve the report of Blue Thunder' }),
    );
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: /^Reason/ }), 'Hid the car');
    await user.click(within(dialog).getByRole('button', { name: /^Resolve/ }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The report was handled already',
    );
    expect(within(dialog).getByRole('textbox', { name: /^Reason/ })).toHaveValue('Hid the car');
  });

  it('hides a reported subject with a reason and resolves the report in one step', async () => {
    get
      .mockResolvedValueOnce({ data: { items: [REPORT], total: 1, page: 1, limit: 20 } })
      .mockResolvedValue({ data: { items: [], total: 0, page: 1, limit: 20 } });
    post.mockResolvedValue({ status: 204, data: null });
    const user = userEvent.setup();
    renderPage(<ReportsPage />, '/dashboard/reports');
    await user.click(
      await screen.findByRole('button', { name: 'Hide and resolve the report of Blue Thunder' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Hide it and resolve the report?' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Reason/ }), 'A toy, not a car');
    await user.click(within(dialog).getByRole('button', { name: 'Hide and resolve' }));
    await waitFor(() =>
      expect(screen.getByText('Hidden, and the report is resolved')).toBeInTheDocument(),
    );
    expect(post).toHaveBeenCalledWith('/admin/reports/r1/hide', { reason: 'A toy, not a car' });
  });

  it('offers no hiding of what cannot be hidden: a member, or what is hidden already', async () => {
    const member: AdminReport = {
      ...REPORT,
      subjectType: 'member',
      subject: { label: 'ann', ownerNickname: 'ann', slug: null, hidden: false, hideable: false },
    };
    get.mockResolvedValue({ data: { items: [member], total: 1, page: 1, limit: 20 } });
    renderPage(<ReportsPage />, '/dashboard/reports');
    expect(await screen.findByRole('button', { name: 'Resolve the report of ann' })).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Hide/ })).not.toBeInTheDocument();
  });

  describe('for staff who handle reports but do not moderate content', () => {
    signedInAs(staffUserFixture('moderator', ['dashboard:view', 'reports:handle']));

    it('offers resolve and dismiss only', async () => {
      get.mockResolvedValue({ data: { items: [REPORT], total: 1, page: 1, limit: 20 } });
      renderPage(<ReportsPage />, '/dashboard/reports');
      expect(
        await screen.findByRole('button', { name: 'Resolve the report of Blue Thunder' }),
      ).toBeVisible();
      expect(screen.queryByRole('button', { name: /^Hide/ })).not.toBeInTheDocument();
    });
  });
});
