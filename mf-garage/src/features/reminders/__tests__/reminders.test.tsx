import { apiClient } from '@carclub/api-client';
import type { Reminder } from '@carclub/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import {
  errorPayload,
  fakeApiMethods,
  httpError,
  renderPage,
  setupTestEnvironment,
} from '../../../test-utils/render';
import { Reminders } from '../components/reminders';

const { get, post, delete: remove } = fakeApiMethods(apiClient);
setupTestEnvironment();

const CAR = '00000000-0000-4000-8000-000000000001';
let sequence = 0;
function reminder(overrides: Partial<Reminder>): Reminder {
  sequence += 1;
  return {
    id: `00000000-0000-4000-8000-1000000000${String(sequence).padStart(2, '0')}`,
    vehicleId: CAR,
    title: 'Oil',
    category: null,
    dueDate: null,
    dueMileage: null,
    everyMonths: null,
    everyKm: null,
    repeating: false,
    status: 'upcoming',
    daysLeft: null,
    kmLeft: null,
    lastDoneOn: null,
    lastDoneMileage: null,
    lastDoneEntryId: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

const belt = reminder({
  title: 'Timing belt',
  dueMileage: 50_000,
  status: 'overdue',
  kmLeft: -200,
  category: 'service',
});
const oil = reminder({
  title: 'Oil',
  dueDate: '2026-12-07',
  dueMileage: 50_800,
  everyMonths: 12,
  everyKm: 10_000,
  repeating: true,
  status: 'dueSoon',
  daysLeft: 12,
  kmLeft: 600,
});
const list = (items: Reminder[]) => ({
  data: { items, today: '2026-11-25', mileage: 50_200 },
});

/** A logbook entry as the owner's list answers it. */
const entry = (id: string, title: string, category: string, date: string, mileage: number) => ({
  id: `00000000-0000-4000-8000-200000000${id.slice(-3)}`,
  vehicleId: CAR,
  title,
  date,
  mileage,
  category,
  cost: null,
  currency: null,
  story: '',
  parts: [],
  visibility: 'public',
  costHidden: true,
  litres: null,
  fullTank: null,
  photos: [],
  createdAt: `${date}T10:00:00.000Z`,
  updatedAt: `${date}T10:00:00.000Z`,
});

const open = () =>
  renderPage(
    <Reminders vehicleId={CAR} />,
    '/edit-car/:carId/reminders',
    `/edit-car/${CAR}/reminders`,
  );

describe('the reminders page', () => {
  it('lists them as the API orders them, each status in words with what is left and the rule', async () => {
    get.mockResolvedValue(list([belt, oil]));
    open();

    const items = await screen.findAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'Timing belt',
      'Oil',
    ]);
    expect(items[0]).toHaveTextContent('Overdue');
    expect(items[0]).toHaveTextContent('200 km overdue');
    expect(items[0]).toHaveTextContent('Once');
    expect(items[1]).toHaveTextContent('Due soon');
    expect(items[1]).toHaveTextContent('in 12 days · in 600 km');
    expect(items[1]).toHaveTextContent('Every 10,000 km or 12 months');
    expect(screen.getByText('As of November 25, 2026, at 50,200 km.')).toBeInTheDocument();
  });

  it('shows the server’s field errors under their fields and keeps what was typed', async () => {
    const user = userEvent.setup();
    get.mockResolvedValue(list([]));
    post.mockRejectedValueOnce(
      httpError(
        400,
        errorPayload(400, 'Bad Request', 'Validation failed', {
          dueMileage: ['validation.mileageUnknown'],
        }),
      ),
    );
    open();

    await user.click(await screen.findByRole('button', { name: 'Add a reminder' }));
    await user.type(screen.getByLabelText(/^Title/), 'Oil');
    await user.type(screen.getByLabelText('Every … km'), '10 000');
    await user.click(screen.getByRole('button', { name: 'Add reminder' }));

    expect(post).toHaveBeenCalledWith(`/private-transport/${CAR}/reminders`, {
      title: 'Oil',
      category: null,
      dueDate: null,
      dueMileage: null,
      everyKm: 10_000,
      everyMonths: null,
    });
    const mileage = screen.getByLabelText('Due at mileage, km');
    expect(mileage).toHaveAccessibleDescription(
      'The car’s mileage is not known yet: give the mileage it is due at',
    );
    expect(mileage).toHaveFocus();
    expect(screen.getByLabelText('Every … km')).toHaveValue('10 000');
  });

  it('moves focus into the form it opens and back to the control that opened it', async () => {
    const user = userEvent.setup();
    get.mockResolvedValue(list([belt, oil]));
    open();

    await user.click(await screen.findByRole('button', { name: 'Edit: Oil' }));
    const form = screen.getByRole('form', { name: 'Edit “Oil”' });
    expect(within(form).getByLabelText(/^Title/)).toHaveFocus();
    expect(within(form).getByLabelText('Every … km')).toHaveValue('10000');
    await user.click(within(form).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit: Oil' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Add a reminder' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Add a reminder' })).toHaveFocus();
  });

  it('deletes one after asking, then gives focus to Add', async () => {
    const user = userEvent.setup();
    get.mockResolvedValueOnce(list([belt, oil])).mockResolvedValue(list([oil]));
    remove.mockResolvedValueOnce({ status: 204 });
    open();

    await user.click(await screen.findByRole('button', { name: 'Delete: Timing belt' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete “Timing belt”?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(remove).toHaveBeenCalledWith(`/private-transport/${CAR}/reminders/${belt.id}`);
    expect(await screen.findByText('Reminder deleted')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Add a reminder' })).toHaveFocus(),
    );
  });

  it('marks one done from a logbook entry, those of its category offered first', async () => {
    const user = userEvent.setup();
    get.mockImplementation((url: string) =>
      Promise.resolve(
        url.endsWith('/logbook')
          ? {
              data: {
                items: [
                  entry('…0e1', 'Trip', 'trip', '2026-11-20', 50_200),
                  entry('…0e2', 'New belt', 'service', '2026-11-10', 50_100),
                ],
                total: 2,
                page: 1,
                limit: 20,
              },
            }
          : list([belt]),
      ),
    );
    post.mockResolvedValueOnce({ data: { ...belt, status: 'done' } });
    open();

    await user.click(await screen.findByRole('button', { name: 'Mark done: Timing belt' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Mark “Timing belt” done' });
    const entries = within(dialog).getByLabelText('Logbook entry');
    expect(await within(entries).findByRole('option', { name: /New belt/ })).toBeInTheDocument();
    expect(
      within(entries)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'No entry: today',
      'November 10, 2026 · New belt · 50,100 km',
      'November 20, 2026 · Trip · 50,200 km',
    ]);
    await user.selectOptions(entries, '00000000-0000-4000-8000-2000000000e2');
    await user.click(within(dialog).getByRole('button', { name: 'Mark done' }));

    expect(post).toHaveBeenCalledWith(`/private-transport/${CAR}/reminders/${belt.id}/complete`, {
      entryId: '00000000-0000-4000-8000-2000000000e2',
    });
    expect(await screen.findByText('“Timing belt” done')).toBeInTheDocument();
  });
});
