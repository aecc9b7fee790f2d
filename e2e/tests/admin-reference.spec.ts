import { randomBytes } from 'node:crypto';

import { REQUIRED_VEHICLE_FIELDS } from '@carclub/testing/fixtures';
import { expect, test, type Browser, type Page } from '@playwright/test';

import {
  bearer,
  signedInAccount,
  signedInAdmin,
  // Renamed: the React hooks lint rule takes any use… call outside a component for a hook.
  useTokens as giveBrowserTokens,
  type SignedInAccount,
} from '../support/accounts';
import { expectNoSeriousViolations } from '../support/axe';

const LANGUAGES = [
  {
    name: 'English',
    locale: 'en-US',
    title: 'Reference data',
    list: 'List',
    colours: 'Colors',
    add: 'Add',
    addColour: 'Add a color',
    name_: /^Name\s*\*?$/,
    nameUk: /^Name in Ukrainian/,
    nameEn: /^Name in English/,
    swatch: /^Swatch color/,
    save: 'Save',
    edit: (name: string) => `Edit ${name}`,
    editTitle: (name: string) => `Edit “${name}”`,
    delete: (name: string) => `Delete ${name}`,
    confirm: 'Delete',
    usedBy: (name: string) => `“${name}” is used by 1 vehicle, so it cannot be deleted.`,
    deleted: (name: string) => `Deleted “${name}”`,
    colorField: /^Color/,
    shown: (item: { en: string; uk: string }) => item.en,
  },
  {
    name: 'Ukrainian',
    locale: 'uk-UA',
    title: 'Довідники',
    list: 'Довідник',
    colours: 'Кольори',
    add: 'Додати',
    addColour: 'Додати колір',
    name_: /^Назва\s*\*?$/,
    nameUk: /^Назва українською/,
    nameEn: /^Назва англійською/,
    swatch: /^Колір зразка/,
    save: 'Зберегти',
    edit: (name: string) => `Змінити ${name}`,
    editTitle: (name: string) => `Редагувати «${name}»`,
    delete: (name: string) => `Видалити ${name}`,
    confirm: 'Видалити',
    usedBy: (name: string) => `«${name}» вказано в 1 автомобілі, тож видалити не можна.`,
    deleted: (name: string) => `Видалено «${name}»`,
    colorField: /^Колір/,
    shown: (item: { en: string; uk: string }) => item.uk,
  },
] as const;

/** A member's own browser on the add-car form; its lists as the member sees them. */
async function memberForm(browser: Browser, locale: string, member: SignedInAccount) {
  const context = await browser.newContext({ locale });
  await giveBrowserTokens(context, member.tokens);
  const page = await context.newPage();
  await page.goto('/add-car');
  return { context, page };
}

const colourOptions = (page: Page, label: RegExp) =>
  page.getByRole('combobox', { name: label }).locator('option');

for (const text of LANGUAGES) {
  test.describe(`reference data in ${text.name}`, () => {
    test.use({ locale: text.locale });

    test('a colour added, renamed and deleted reaches the add-car form at once; a used one is kept', async ({
      browser,
      page,
      context,
      request,
    }) => {
      test.setTimeout(120_000);
      const id = randomBytes(3).toString('hex');
      const first = { name: `Aurora ${id}`, uk: `Аврора ${id}`, en: `Aurora ${id}` };
      const renamed = { name: `Borealis ${id}`, uk: `Бореаліс ${id}`, en: `Borealis ${id}` };
      const admin = await signedInAdmin(request, `ref${text.locale.slice(0, 2)}`);
      const member = await signedInAccount(request, `refm${text.locale.slice(0, 2)}`);

      // The member has the colour list already: the browser keeps it a day.
      const form = await memberForm(browser, text.locale, member);
      await expect(colourOptions(form.page, text.colorField).nth(1)).toBeAttached();
      await expect(colourOptions(form.page, text.colorField)).not.toContainText([first.en]);

      await giveBrowserTokens(context, admin.tokens);
      await page.goto('/dashboard/reference');
      await expect(page.getByRole('heading', { level: 1, name: text.title })).toBeVisible();
      await page.getByRole('combobox', { name: text.list }).selectOption({ label: text.colours });
      await expect(page).toHaveURL(/[?&]list=colors/);
      await expectNoSeriousViolations(page, 'reference data');

      await page.getByRole('button', { name: text.add, exact: true }).click();
      const dialog = page.getByRole('dialog', { name: text.addColour });
      await dialog.getByRole('textbox', { name: text.name_ }).fill(first.name);
      await dialog.getByLabel(text.nameUk).fill(first.uk);
      await dialog.getByLabel(text.nameEn).fill(first.en);
      await dialog.getByLabel(text.swatch).fill('#2e8b57');
      await expectNoSeriousViolations(page, 'the add dialog');
      await dialog.getByRole('button', { name: text.save }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('row', { name: new RegExp(first.uk) })).toBeVisible();

      // A reload, not a new browser: the lists come from the same caches, yet show the change.
      await form.page.reload();
      await expect(colourOptions(form.page, text.colorField)).toContainText([text.shown(first)]);

      await page.getByRole('button', { name: text.edit(text.shown(first)) }).click();
      const editDialog = page.getByRole('dialog', { name: text.editTitle(first.name) });
      await editDialog.getByRole('textbox', { name: text.name_ }).fill(renamed.name);
      await editDialog.getByLabel(text.nameUk).fill(renamed.uk);
      await editDialog.getByLabel(text.nameEn).fill(renamed.en);
      await editDialog.getByRole('button', { name: text.save }).click();
      await expect(editDialog).toBeHidden();
      await expect(page.getByRole('row', { name: new RegExp(renamed.uk) })).toBeVisible();
      await form.page.reload();
      await expect(colourOptions(form.page, text.colorField)).toContainText([text.shown(renamed)]);
      await expect(colourOptions(form.page, text.colorField)).not.toContainText([
        text.shown(first),
      ]);

      // The member's car in that colour keeps it from being deleted.
      const colorId = `aurora-${id}`;
      const car = await request.post('/api/private-transport', {
        headers: bearer(member.tokens),
        data: { ...REQUIRED_VEHICLE_FIELDS, name: `Car ${id}`, colorId },
      });
      expect(car.status(), await car.text()).toBe(201);
      const { id: carId } = (await car.json()) as { id: string };

      await page.getByRole('button', { name: text.delete(text.shown(renamed)) }).click();
      await page
        .getByRole('alertdialog')
        .getByRole('button', { name: text.confirm, exact: true })
        .click();
      await expect(page.getByRole('alert')).toHaveText(text.usedBy(text.shown(renamed)));
      await expect(page.getByRole('row', { name: new RegExp(renamed.uk) })).toBeVisible();
      await expectNoSeriousViolations(page, 'a refused delete');

      const gone = await request.delete(`/api/private-transport/${carId}`, {
        headers: bearer(member.tokens),
      });
      expect(gone.status()).toBe(204);
      await page.getByRole('button', { name: text.delete(text.shown(renamed)) }).click();
      await page
        .getByRole('alertdialog')
        .getByRole('button', { name: text.confirm, exact: true })
        .click();
      await expect(page.getByText(text.deleted(text.shown(renamed)))).toBeVisible();
      await expect(page.getByRole('row', { name: new RegExp(renamed.uk) })).toHaveCount(0);
      await form.page.reload();
      await expect(colourOptions(form.page, text.colorField).nth(1)).toBeAttached();
      await expect(colourOptions(form.page, text.colorField)).not.toContainText([
        text.shown(renamed),
      ]);
      await form.context.close();
    });
  });
}

test('a member reaches neither the reference data page nor its API', async ({
  page,
  context,
  request,
}) => {
  const member = await signedInAccount(request, 'notadmin');
  const refused = await request.get('/api/admin/reference/colors', {
    headers: bearer(member.tokens),
  });
  expect(refused.status()).toBe(403);
  await giveBrowserTokens(context, member.tokens);
  await page.goto('/dashboard/reference');
  await expect(page.getByRole('heading', { level: 1, name: 'Reference data' })).toHaveCount(0);
});
