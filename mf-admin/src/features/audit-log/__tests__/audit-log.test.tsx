import { apiClient } from '@carclub/api-client';
import type { AuditEntry } from '@carclub/contracts';
import { i18n } from '@carclub/i18n';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { fakeApiMethods, renderPage, setupTestEnvironment } from '../../../test-utils/render';
import { AuditLogView } from '../components/audit-log-view';

const { get } = fakeApiMethods(apiClient);

setupTestEnvironment();

const entry: AuditEntry = {
  id: 7,
  at: '2026-11-20T10:00:00.000Z',
  actorId: 'a1',
  actorNickname: 'boss',
  action: 'reference.update',
  targetType: 'color',
  targetId: 'red',
  targetLabel: 'Червоний',
  before: { name: 'Red' },
  after: { name: 'Dark red' },
  reason: null,
};

const saved: Array<{ name: string; size: number }> = [];

beforeAll(() => {
  URL.createObjectURL = () => 'blob:audit';
  URL.revokeObjectURL = () => undefined;
  HTMLAnchorElement.prototype.click = function click(this: HTMLAnchorElement) {
    saved.push({ name: this.download, size: 0 });
  };
});

beforeEach(() => {
  saved.length = 0;
  get.mockImplementation(async (url: string) =>
    url === '/admin/audit-log.csv'
      ? {
          data: new Blob(['\uFEFFat\r\n']),
          headers: { 'content-disposition': 'attachment; filename="audit-log-2026-11-24.csv"' },
        }
      : { data: { items: [entry], total: 1, page: 1, limit: 25 } },
  );
});

const open = (url = '/dashboard/audit') => renderPage(<AuditLogView />, '/dashboard/audit', url);

describe('audit log', () => {
  it('shows who did what to which target, with before and after', async () => {
    open();
    const table = await screen.findByRole('table', { name: '1 entry, newest first' });
    const row = within(table).getAllByRole('row')[1]!;
    expect(row).toHaveTextContent('boss');
    expect(row).toHaveTextContent('Reference item changed');
    expect(row).toHaveTextContent('Color: Червоний');
    expect(within(row).getByRole('listitem')).toHaveTextContent('Name: Red → Dark red');
    expect(row).not.toHaveTextContent('{');
  });

  it('reads each changed field as a row in the interface language, a report by its subject', async () => {
    const report: AuditEntry = {
      ...entry,
      id: 8,
      action: 'report.resolve',
      targetType: 'report',
      targetId: 'c84b0e4e-1b7e-4f0a-9a55-3d2f8e1c0b11',
      targetLabel: 'Golf GTI',
      before: { status: 'open' },
      after: { status: 'resolved', handledAt: '2026-11-20T10:00:00.000Z' },
    };
    const hide: AuditEntry = {
      ...entry,
      id: 9,
      action: 'vehicle.hide',
      targetType: 'vehicle',
      targetLabel: 'Golf GTI',
      before: { hidden: false, hiddenReason: null },
      after: { hidden: true, hiddenReason: 'A toy, not a car' },
    };
    get.mockResolvedValue({ data: { items: [report, hide], total: 2, page: 1, limit: 25 } });
    await i18n.changeLanguage('uk');
    open();
    const table = await screen.findByRole('table', { name: '2 записи, найновіші спершу' });
    const [, reportRow, hideRow] = within(table).getAllByRole('row');
    expect(reportRow).toHaveTextContent('Скарга: Golf GTI');
    expect(
      within(reportRow!)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Стан: Відкрита → Вирішена', expect.stringMatching(/^Розглянуто: — → 20 лист/)]);
    expect(
      within(hideRow!)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Приховано: Ні → Так', 'Причина приховування: — → A toy, not a car']);
    await i18n.changeLanguage('en');
  });

  it('puts the filters in the address and asks the API with them', async () => {
    const { router } = open();
    const user = userEvent.setup();
    await screen.findByRole('table');
    await user.selectOptions(screen.getByLabelText('Action'), 'Reference item changed');
    await user.type(screen.getByLabelText('Staff member (nickname)'), 'boss');
    await user.type(screen.getByLabelText('From'), '2026-11-01');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe(
        '?action=reference.update&actor=boss&from=2026-11-01',
      ),
    );
    expect(get).toHaveBeenLastCalledWith('/admin/audit-log', {
      params: { action: 'reference.update', actor: 'boss', from: '2026-11-01', page: 1, limit: 25 },
      signal: expect.any(AbortSignal),
    });
  });

  it('refuses a range that ends before it starts, and sends nothing', async () => {
    const { router } = open();
    const user = userEvent.setup();
    await screen.findByRole('table');
    await user.type(screen.getByLabelText('From'), '2026-11-10');
    await user.type(screen.getByLabelText('To'), '2026-11-01');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('“From” must not be after “To”.')).toBeVisible();
    expect(router.state.location.search).toBe('');
  });

  it('downloads the CSV with the filters of the address, under the name the API gives', async () => {
    open('/dashboard/audit?targetType=color&from=2026-11-01&bogus=1');
    const user = userEvent.setup();
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(saved).toEqual([{ name: 'audit-log-2026-11-24.csv', size: 0 }]));
    expect(get).toHaveBeenCalledWith('/admin/audit-log.csv', {
      params: { targetType: 'color', from: '2026-11-01' },
      responseType: 'blob',
    });
  });
});
