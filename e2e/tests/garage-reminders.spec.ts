import { expect, test, type APIRequestContext } from '@playwright/test';

import {
  bearer,
  signedInAccount,
  type SignedInAccount,
  // Renamed: the React hooks lint rule takes any use… call outside a component for a hook.
  useTokens as giveBrowserTokens,
} from '../support/accounts';
import { linkTo, mailsTo, waitForMail } from '../support/mailbox';
import { createPublicCar } from '../support/vehicles';

/** A logbook entry at `mileage`, through the API as the entry form will send it. */
async function logMileage(
  request: APIRequestContext,
  owner: SignedInAccount,
  carId: string,
  mileage: number,
) {
  const response = await request.post(`/api/private-transport/${carId}/logbook`, {
    headers: bearer(owner.tokens),
    data: { title: 'Commute', date: '2026-01-15', mileage, category: 'trip' },
  });
  expect(response.status(), await response.text()).toBe(201);
}

test.describe('reminders', () => {
  test.use({ locale: 'en-US' });

  test('a mileage reminder fires after a logbook entry passes it: a mail on the SMTP server and a notice in the centre', async ({
    page,
    request,
  }) => {
    const owner = await signedInAccount(request, 'reminder');
    const car = await createPublicCar(request, owner, { name: 'Belt Golf', mileage: null });
    await logMileage(request, owner, car.id, 42_000);
    const added = await request.post(`/api/private-transport/${car.id}/reminders`, {
      headers: bearer(owner.tokens),
      data: { title: 'Timing belt', dueMileage: 50_000, category: 'service' },
    });
    expect(added.status(), await added.text()).toBe(201);
    expect(await added.json()).toMatchObject({ status: 'upcoming', kmLeft: 8_000 });

    await logMileage(request, owner, car.id, 50_200);

    // The sign-up's activation mail came first; the reminder's is the second.
    const mail = await waitForMail(owner.email, 2);
    expect(mail.subject).toBe('Reminder: “Timing belt” on “Belt Golf”');
    expect(mail.text).toContain('“Timing belt” is due on your car “Belt Golf” (at 50,000 km).');
    expect(linkTo(mail, `/edit-car/${car.id}/reminders`).pathname).toBe(
      `/edit-car/${car.id}/reminders`,
    );
    expect(await mailsTo(owner.email)).toHaveLength(2);

    await giveBrowserTokens(page.context(), owner.tokens);
    await page.goto('/profile/notifications');
    await expect(
      page.getByRole('link', { name: '“Timing belt” is due on “Belt Golf”' }),
    ).toHaveAttribute('href', `/edit-car/${car.id}/reminders`);

    const list = await request.get(`/api/private-transport/${car.id}/reminders`, {
      headers: bearer(owner.tokens),
    });
    expect((await list.json()).items[0]).toMatchObject({ status: 'overdue', kmLeft: -200 });

    // A mileage saved on the car form passes the next reminder: the save runs the same check.
    const oil = await request.post(`/api/private-transport/${car.id}/reminders`, {
      headers: bearer(owner.tokens),
      data: { title: 'Oil change', dueMileage: 55_000, category: 'service' },
    });
    expect(oil.status(), await oil.text()).toBe(201);
    await page.goto(`/edit-car/${car.id}`);
    await page.getByLabel(/^Mileage/).fill('55100');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Changes saved')).toBeVisible();
    expect((await waitForMail(owner.email, 3)).subject).toBe(
      'Reminder: “Oil change” on “Belt Golf”',
    );
    await page.goto('/profile/notifications');
    await expect(
      page.getByRole('link', { name: '“Oil change” is due on “Belt Golf”' }),
    ).toHaveAttribute('href', `/edit-car/${car.id}/reminders`);
  });
});
