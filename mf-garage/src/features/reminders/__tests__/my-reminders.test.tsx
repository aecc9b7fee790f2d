import { apiClient } from '@carclub/api-client';
import type { MyReminder } from '@carclub/contracts';
import { i18n } from '@carclub/i18n';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { MyRemindersPage } from '../../../pages/my-reminders-page';
import {
  errorPayload,
  fakeApiMethods,
  httpError,
  renderPage,
  setupTestEnvironment,
} from '../../../test-utils/render';

const { get } = fakeApiMethods(apiClient);
setupTestEnvironment();

const GOLF = {
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Golf',
  slug: 'golf-2019',
  ownerNickname: 'ann',
};
const OCTAVIA = {
  id: '00000000-0000-4000-8000-000000000002',
  name: 'Octavia',
  slug: 'octavia-2021',
  ownerNickname: 'ann',
};

let sequence = 0;
function reminder(vehicle: typeof GOLF, overrides: Partial<MyReminder>): MyReminder {
  sequence += 1;
  return {
    id: `00000000-0000-4000-8000-1000000000${String(sequence).padStart(2, '0')}`,
    vehicleId: vehicle.id,
    vehicle,
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

const brakes = reminder(OCTAVIA, {
  title: 'Brakes',
  dueMileage: 49_000,
  status: 'overdue',
  kmLeft: -1_000,
});
const insurance = reminder(GOLF, {
  title: 'Insurance',
  dueDate: '2026-12-05',
  status: 'dueSoon',
  daysLeft: 10,
});

const answer = (items: MyReminder[]) =>
  get.mockImplementation(async (path: string) => {
    if (path === '/private-transport/reminders') return { data: { items, today: '2026-11-25' } };
    throw new Error(`unexpected GET ${path}`);
  });

const open = () => renderPage(<MyRemindersPage />, '/my/reminders');

describe('/my/reminders: every car’s reminders, what is due first at the top', () => {
  it('lists them in the API’s order, each with its status, what is left and its car', async () => {
    answer([brakes, insurance]);
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'My reminders' })).toBeVisible();
    const list = await screen.findByRole('list', {
      name: 'Reminders of all your cars, what is due first at the top',
    });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'Brakes',
      'Insurance',
    ]);
    expect(items[0]).toHaveTextContent('Overdue');
    expect(items[0]).toHaveTextContent('1,000 km overdue');
    expect(items[0]).toHaveTextContent('Car: Octavia');
    expect(within(items[0]!).getByRole('link', { name: 'Octavia: reminders' })).toHaveAttribute(
      'href',
      `/edit-car/${OCTAVIA.id}/reminders`,
    );
    expect(items[1]).toHaveTextContent('Due soon');
    expect(items[1]).toHaveTextContent('in 10 days');
    expect(within(items[1]!).getByRole('link', { name: 'Golf: reminders' })).toHaveAttribute(
      'href',
      `/edit-car/${GOLF.id}/reminders`,
    );
  });

  it('speaks Ukrainian', async () => {
    answer([brakes, insurance]);
    await act(() => i18n.changeLanguage('uk'));
    try {
      open();
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Мої нагадування' }),
      ).toBeVisible();
      const list = await screen.findByRole('list', {
        name: 'Нагадування всіх ваших авто, найтерміновіші першими',
      });
      const [first, second] = within(list).getAllByRole('listitem');
      expect(first).toHaveTextContent('Прострочено');
      expect(first).toHaveTextContent('Авто: Octavia');
      expect(second).toHaveTextContent('через 10 днів');
      expect(within(second!).getByRole('link', { name: 'Golf: нагадування' })).toBeVisible();
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  });

  it('says there are none yet, with the way to the cars', async () => {
    answer([]);
    const { router } = open();
    expect(
      await screen.findByRole('heading', { level: 2, name: 'No reminders yet' }),
    ).toBeVisible();
    await userEvent.setup().click(screen.getByRole('link', { name: 'Go to My vehicles' }));
    expect(router.state.location.pathname).toBe('/my/cars');
  });

  it('shows a failed load with its reason and a retry that works', async () => {
    answer([insurance]);
    get.mockRejectedValueOnce(httpError(503, errorPayload(503, 'Service Unavailable', 'down')));
    open();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The reminders could not be loaded');
    expect(alert).toHaveTextContent('Service temporarily unavailable');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Insurance' })).toBeVisible();
  });
});
