import { expect, test, type APIRequestContext } from '@playwright/test';

import {
  bearer,
  signedInAccount,
  // Renamed: the React hooks lint rule takes any use… call outside a component for a hook.
  useTokens as giveBrowserTokens,
  type SignedInAccount,
} from '../support/accounts';
import { expectNoSeriousViolations } from '../support/axe';
import { gotoStarted } from '../support/site';
import { createPublicCar } from '../support/vehicles';

/** What the journey reads and presses, per interface language. */
const LANGUAGES = {
  uk: {
    locale: 'uk-UA',
    myCars: 'Мої авто',
    logbook: (car: string) => `Бортжурнал: ${car}`,
    logbookTab: /Бортжурнал/,
    reminders: (car: string) => `Нагадування: ${car}`,
    remindersTitle: 'Нагадування',
    costs: (car: string) => `Витрати: ${car}`,
    costsTitle: 'Витрати',
    accountMenu: (nickname: string) => `Меню облікового запису ${nickname}`,
    myReminders: 'Мої нагадування',
    myRemindersList: 'Нагадування всіх ваших авто, найтерміновіші першими',
    overdue: 'Прострочено',
    dueSoon: 'Скоро',
    car: (name: string) => `Авто: ${name}`,
    bookmarks: 'Закладки',
  },
  en: {
    locale: 'en-US',
    myCars: 'My vehicles',
    logbook: (car: string) => `Logbook: ${car}`,
    logbookTab: /Logbook/,
    reminders: (car: string) => `Reminders: ${car}`,
    remindersTitle: 'Reminders',
    costs: (car: string) => `Costs: ${car}`,
    costsTitle: 'Costs',
    accountMenu: (nickname: string) => `Account menu for ${nickname}`,
    myReminders: 'My reminders',
    myRemindersList: 'Reminders of all your cars, what is due first at the top',
    overdue: 'Overdue',
    dueSoon: 'Due soon',
    car: (name: string) => `Car: ${name}`,
    bookmarks: 'Bookmarks',
  },
};

async function addReminder(
  request: APIRequestContext,
  owner: SignedInAccount,
  carId: string,
  data: Record<string, unknown>,
) {
  const added = await request.post(`/api/private-transport/${carId}/reminders`, {
    headers: bearer(owner.tokens),
    data,
  });
  expect(added.status(), await added.text()).toBe(201);
}

for (const [language, text] of Object.entries(LANGUAGES)) {
  test.describe(`in ${language}`, () => {
    test.use({ locale: text.locale });

    test('from My vehicles the owner reaches a car’s logbook, reminders and costs, and from the account menu every car’s reminders and the bookmarks', async ({
      page,
      request,
    }) => {
      const owner = await signedInAccount(request, `findable${language}`);
      const golf = await createPublicCar(request, owner, {
        name: 'Findable Golf',
        mileage: 10_000,
      });
      const octavia = await createPublicCar(request, owner, {
        name: 'Findable Octavia',
        mileage: 50_000,
      });
      const inTenDays = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
      await addReminder(request, owner, golf.id, { title: 'Insurance', dueDate: inTenDays });
      // 1,000 km past: overdue, so above the Golf's, though it was added later.
      await addReminder(request, owner, octavia.id, { title: 'Brakes', dueMileage: 49_000 });

      await giveBrowserTokens(page.context(), owner.tokens);
      await gotoStarted(page, '/my/cars');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.myCars);
      const card = page.getByRole('article', { name: 'Findable Golf' });

      // The logbook: the car page, its logbook tab open, with the same three links for its owner.
      await card.getByRole('link', { name: text.logbook('Findable Golf') }).click();
      await expect(page).toHaveURL(`${golf.path}?tab=logbook`);
      await expect(page.getByRole('tab', { name: text.logbookTab })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      await expect(page.getByRole('link', { name: text.costs('Findable Golf') })).toBeVisible();
      await page.goBack();

      await card.getByRole('link', { name: text.reminders('Findable Golf') }).click();
      await expect(page).toHaveURL(`/edit-car/${golf.id}/reminders`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.remindersTitle);
      await expect(page.getByRole('heading', { level: 2, name: 'Insurance' })).toBeVisible();
      await page.goBack();

      await card.getByRole('link', { name: text.costs('Findable Golf') }).click();
      await expect(page).toHaveURL(`/edit-car/${golf.id}/logbook/costs`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.costsTitle);

      // Every car's reminders, from the account menu: what is due first at the top.
      const accountMenu = page.getByRole('button', { name: text.accountMenu(owner.nickname) });
      await accountMenu.click();
      await page.getByRole('menuitem', { name: text.myReminders }).click();
      await expect(page).toHaveURL('/my/reminders');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.myReminders);
      const reminders = page
        .getByRole('list', { name: text.myRemindersList })
        .getByRole('listitem');
      await expect(reminders.getByRole('heading', { level: 2 })).toHaveText([
        'Brakes',
        'Insurance',
      ]);
      await expect(reminders.nth(0)).toContainText(text.overdue);
      await expect(reminders.nth(0)).toContainText(text.car('Findable Octavia'));
      await expect(reminders.nth(1)).toContainText(text.dueSoon);
      await expect(reminders.nth(1)).toContainText(text.car('Findable Golf'));
      await expectNoSeriousViolations(page, `/my/reminders (${language})`);

      await accountMenu.click();
      await page.getByRole('menuitem', { name: text.bookmarks }).click();
      await expect(page).toHaveURL('/my/bookmarks');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.bookmarks);
    });
  });
}
