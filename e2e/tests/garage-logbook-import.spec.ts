import { readFileSync } from 'node:fs';

import { expect, test } from '@playwright/test';

import { bearer, signedInAccount, useTokens, type SignedInAccount } from '../support/accounts';
import { expectNoSeriousViolations } from '../support/axe';
import { gotoStarted } from '../support/site';
import { createPublicCar, type PublicCar } from '../support/vehicles';

// The site's default language.
test.use({ locale: 'uk-UA' });

/** A Fuelio backup, trimmed to what matters: its fills are the `## Log` section. */
function fuelioBackup(thirdDate: string): string {
  return [
    '"## Vehicle"',
    '"Name","Description","DistUnit","FuelUnit"',
    '"Golf","","0","0"',
    '"## Log"',
    '"Data","Odo (km)","Fuel (litres)","Full","Price (optional)","l/100km (optional)","City (optional)","Notes (optional)","Missed"',
    '"2025-01-05 14:42","120500.0","42.10","1","2100.50",,"Київ","Перша заправка","0"',
    '"2025-01-19 09:10","121020.0","38.00","1","1900.00",,,"","0"',
    `"${thirdDate} 18:00","121540.0","40.00","1","2000.00",,,"","0"`,
    '',
    '"## CostCategories"',
    '"CostTypeID","Name"',
    '"1","Service"',
  ].join('\n');
}

const csvFile = (name: string, text: string) => ({
  name,
  mimeType: 'text/csv',
  buffer: Buffer.from(text, 'utf8'),
});

test.describe('logbook CSV import and export', () => {
  let owner: SignedInAccount;
  let car: PublicCar;

  test.beforeEach(async ({ request }) => {
    owner = await signedInAccount(request, 'lbimport');
    car = await createPublicCar(request, owner, { name: 'Import Golf', mileage: 120_000 });
    const response = await request.post(`/api/private-transport/${car.id}/logbook`, {
      headers: bearer(owner.tokens),
      data: { title: '=Заміна оливи', date: '2024-12-20', category: 'service', mileage: 120_100 },
    });
    expect(response.status(), await response.text()).toBe(201);
  });

  test('a file with one bad row: the dry run names it, the corrected file imports every row', async ({
    page,
  }) => {
    await useTokens(page.context(), owner.tokens);
    await gotoStarted(page, `${car.path}?tab=logbook`);
    await page.getByRole('link', { name: 'Імпорт CSV' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Імпорт бортжурналу з CSV');

    const fileInput = page.locator('input[type="file"]');
    // 30 February: the third fill's date cannot be.
    await fileInput.setInputFiles(csvFile('fuelio.csv', fuelioBackup('2025-02-30')));
    await expect(page.getByText('Файл: fuelio.csv, 3 рядки')).toBeVisible();
    // The preset is recognised and has matched the columns.
    await expect(page.getByLabel('Файл із')).toHaveValue('fuelio');
    await expect(page.getByLabel('Заповнює поле: Odo (km)')).toHaveValue('mileage');
    await expect(page.getByLabel('Заповнює поле: Fuel (litres)')).toHaveValue('litres');
    await expect(page.getByLabel('Заповнює поле: City (optional)')).toHaveValue('');
    await page.getByLabel('Валюта витрат без неї').selectOption('UAH');
    await expect(page.getByRole('table', { name: 'Перші 3 рядки файлу' })).toBeVisible();
    await expectNoSeriousViolations(page, 'the import’s column mapping');

    // The shell's page announcer is a status too.
    const summary = page.getByRole('status').filter({ hasText: 'Буде додано' });
    await page.getByRole('button', { name: 'Перевірити імпорт' }).click();
    await expect(summary).toContainText('Буде додано 2 з 3 рядків.');
    const refused = page.getByRole('table', { name: 'Відхилені рядки і причини' });
    await expect(refused.getByRole('row')).toHaveCount(2);
    await expect(refused.getByRole('rowheader')).toHaveText('8');
    await expect(refused.getByRole('cell')).toHaveText('Дата: Некоректна дата');
    await expect(page.getByRole('button', { name: /^Імпортувати/ })).toBeDisabled();
    await expectNoSeriousViolations(page, 'the import’s dry run');

    // Fixed in the file and chosen again: the mapping stays as it was.
    await fileInput.setInputFiles(csvFile('fuelio-fixed.csv', fuelioBackup('2025-02-03')));
    await expect(page.getByText('Файл: fuelio-fixed.csv, 3 рядки')).toBeVisible();
    await expect(page.getByLabel('Валюта витрат без неї')).toHaveValue('UAH');
    await page.getByRole('button', { name: 'Перевірити імпорт' }).click();
    await expect(summary).toContainText('Усі рядки можна імпортувати.');
    await page.getByRole('button', { name: 'Імпортувати 3 записи' }).click();

    await expect(page.getByText('До бортжурналу імпортовано 3 записи')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${car.path}\\?tab=logbook$`));
    // Imported entries are the owner's only unless the file says otherwise.
    await expect(page.getByRole('link', { name: 'Пальне' })).toHaveCount(3);
    await expect(page.getByText('Лише я').first()).toBeVisible();
  });

  test('export downloads the whole logbook as CSV, formulas defused', async ({ page, request }) => {
    const response = await request.post(`/api/private-transport/${car.id}/logbook`, {
      headers: bearer(owner.tokens),
      data: {
        title: 'Заправка',
        date: '2025-01-05',
        category: 'fuel',
        litres: 42.1,
        fullTank: true,
        visibility: 'private',
      },
    });
    expect(response.status()).toBe(201);
    await useTokens(page.context(), owner.tokens);
    await gotoStarted(page, `${car.path}?tab=logbook`);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Експорт CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${car.slug}-logbook.csv`);
    const text = readFileSync(await download.path(), 'utf8');
    expect(text.startsWith('\uFEFFdate,title,category,mileage,')).toBe(true);
    expect(text).toContain("2024-12-20,'=Заміна оливи,service,120100,");
    expect(text).toContain('2025-01-05,Заправка,fuel,,,,42.1,true,private,true,,');
  });
});
