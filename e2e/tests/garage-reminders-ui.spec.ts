import { expect, test } from '@playwright/test';

import { bearer, signedInAccount, useTokens } from '../support/accounts';
import { expectNoSeriousViolations } from '../support/axe';
import { gotoStarted } from '../support/site';
import { createPublicCar } from '../support/vehicles';

test.use({ locale: 'uk-UA' });

test('the owner adds "oil every 10,000 km or 12 months" on the reminders page, sees it overdue after an entry passes it, and marks it done from that entry', async ({
  page,
  request,
}) => {
  const owner = await signedInAccount(request, 'reminders');
  const car = await createPublicCar(request, owner, { name: 'Oily Golf', mileage: 40_000 });

  await useTokens(page.context(), owner.tokens);
  await gotoStarted(page, `${car.path}?tab=logbook`);
  await page.getByRole('link', { name: 'Нагадування', exact: true }).click();
  await expect(page).toHaveURL(`/edit-car/${car.id}/reminders`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Нагадування');
  await expect(page.getByRole('heading', { name: 'Нагадувань ще немає' })).toBeVisible();

  await page.getByRole('button', { name: 'Додати нагадування' }).click();
  const form = page.getByRole('form', { name: 'Нове нагадування' });
  // Typed with the keyboard and sent with Enter, as a person would; the category chosen in its list.
  await form.getByLabel('Назва').focus();
  await page.keyboard.type('Олива');
  await form.getByLabel('Категорія бортжурналу').selectOption({ label: 'Обслуговування' });
  await form.getByLabel('Кожні … км').fill('10 000');
  await form.getByLabel('Кожні … місяців').fill('12');
  await expectNoSeriousViolations(page, 'the reminder form');
  await form.getByLabel('Кожні … місяців').press('Enter');

  const list = page.getByRole('list', { name: 'Нагадування, найтерміновіші першими' });
  const oil = list.getByRole('listitem', { name: 'Олива' });
  await expect(oil).toContainText('Заплановано');
  await expect(oil).toContainText(/через 10\s000 км/);
  await expect(oil).toContainText(/Кожні 10\s000 км або 12 місяців/);
  await expect(oil).toContainText(/Термін: .+ або на 50\s000 км/);

  // Serviced past it: an entry of today at 50 500 km, written through the API as the form would.
  const today = new Date().toISOString().slice(0, 10);
  const written = await request.post(`/api/private-transport/${car.id}/logbook`, {
    headers: bearer(owner.tokens),
    data: { title: 'Заміна оливи', date: today, mileage: 50_500, category: 'service' },
  });
  expect(written.status(), await written.text()).toBe(201);
  const entry = (await written.json()) as { id: string };

  await page.reload();
  await page.locator('html[data-started]').waitFor({ state: 'attached' });
  await expect(oil).toContainText('Прострочено');
  await expect(oil).toContainText('прострочено на 500 км');
  await expectNoSeriousViolations(page, 'the reminders list');

  await oil.getByRole('button', { name: 'Позначити виконаним: Олива' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Позначити «Олива» виконаним' });
  const entries = dialog.getByLabel('Запис бортжурналу');
  await expect(entries.locator('option', { hasText: /Заміна оливи · 50\s500 км/ })).toHaveCount(1);
  await entries.selectOption(entry.id);
  await dialog.getByRole('button', { name: 'Позначити виконаним' }).click();
  await expect(dialog).toBeHidden();

  // The next occurrence: 10 000 km and 12 months from the entry.
  await expect(oil).toContainText('Заплановано');
  await expect(oil).toContainText(/через 10\s000 км/);
  await expect(oil).toContainText(/Термін: .+ або на 60\s500 км/);
  await expect(oil).toContainText(/Востаннє виконано .+ на 50\s500 км/);

  const stored = await request.get(`/api/private-transport/${car.id}/reminders`, {
    headers: bearer(owner.tokens),
  });
  expect((await stored.json()).items).toEqual([
    expect.objectContaining({
      title: 'Олива',
      category: 'service',
      status: 'upcoming',
      dueMileage: 60_500,
      lastDoneEntryId: entry.id,
      lastDoneMileage: 50_500,
    }),
  ]);
});
