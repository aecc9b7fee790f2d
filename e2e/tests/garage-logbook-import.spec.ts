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

/**
 * The audit's spreadsheet (issue 29 point 2) as LibreOffice and Excel save it in a Ukrainian
 * locale: a byte order mark, `;`, CRLF, day-first dates, a decimal comma, thousands grouped with a
 * space, "Так"/"Ні", the categories in the site's words. A fill-up on the April trip was not
 * logged (issue 29 point 3).
 */
const UKRAINIAN_SPREADSHEET = `\uFEFF${[
  'Дата;Категорія;Назва;Пробіг;Вартість;Валюта;Літри;Повний бак;Нотатки',
  '02.03.2025;Пальне;Заправка;121 200;2 140,00;UAH;40,00;Так;',
  '16.03.2025;Пальне;Заправка;121 790;2 225,60;UAH;41,60;Так;',
  '22.03.2025;Обслуговування;Заміна оливи й фільтрів;122 010;3 450,00;UAH;;;Castrol 5W-30',
  '30.03.2025;Пальне;Заправка;122 405;2 321,90;UAH;43,40;Так;',
  '05.04.2025;Догляд;Мийка і хімчистка салону;122 700;1 200,00;UAH;;;',
  '13.04.2025;Пальне;Заправка;123 010;2 252,35;UAH;42,10;Так;',
  '18.04.2025;Поїздка;Київ — Львів;123 100;;;;;"Дорога М06; ремонт під Житомиром"',
  '20.04.2025;Пальне;Заправка;124 490;2 396,80;UAH;44,80;Так;',
  '26.04.2025;Ремонт;Заміна задніх колодок;124 800;1 850,50;UAH;;;',
  '04.05.2025;Пальне;Заправка;125 100;2 300,50;UAH;43,00;Так;',
  '10.05.2025;ОБСЛУГОВУВАННЯ;Шиномонтаж;125 300;800,00;UAH;;;літні шини',
  '18.05.2025;пальне;Заправка;125 700;2 241,65;UAH;41,90;Так;',
  '24.05.2025;поїздка;Карпати;126 050;;;;;',
  '01.06.2025;Пальне;Доливка;126 300;1 070,00;UAH;20,00;Ні;',
  '07.06.2025;Ремонт;Лампа ближнього світла;126 450;250,00;UAH;;;',
  '15.06.2025;Пальне;Заправка;126 620;2 005,55;UAH;37,45;Так;',
].join('\r\n')}\r\n`;

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

  test('a Ukrainian spreadsheet (;, BOM, DD.MM.YYYY, decimal comma) imports with every row accepted', async ({
    page,
  }) => {
    await useTokens(page.context(), owner.tokens);
    await gotoStarted(page, `/edit-car/${car.id}/logbook/import`);
    await page
      .locator('input[type="file"]')
      .setInputFiles(csvFile('журнал.csv', UKRAINIAN_SPREADSHEET));
    await expect(page.getByText('Файл: журнал.csv, 16 рядків')).toBeVisible();
    // Read from the file, shown where they can be changed.
    await expect(page.getByLabel('Стовпці розділено')).toHaveValue(';');
    await expect(page.getByLabel('Формат дат')).toHaveValue('DD.MM.YYYY');
    await expect(page.getByLabel('Числа з десятковою комою (12,5)')).toBeChecked();
    await expect(page.getByLabel('Заповнює поле: Категорія')).toHaveValue('category');
    await expect(page.getByLabel('Заповнює поле: Повний бак')).toHaveValue('fullTank');

    const summary = page.getByRole('status').filter({ hasText: 'Буде додано' });
    await page.getByRole('button', { name: 'Перевірити імпорт' }).click();
    await expect(summary).toContainText('Буде додано 16 з 16 рядків. Усі рядки можна імпортувати.');
    await page.getByRole('button', { name: 'Імпортувати 16 записів' }).click();
    await expect(page.getByText('До бортжурналу імпортовано 16 записів')).toBeVisible();

    // The unlogged fill of the trip: its owner is told, and the figure leaves it out.
    await expect(page).toHaveURL(new RegExp(`${car.path}\\?tab=logbook$`));
    const note = page.getByRole('note', { name: /1 відрізок не враховано у витраті/ });
    await expect(note).toContainText('схоже, одну заправку не записано');
    await expect(page.getByText(/6,84\sл\/100 км/u)).toBeVisible();
    await expectNoSeriousViolations(page, 'the logbook with a stretch left out of the figure');
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
    expect(text).toContain('2025-01-05,Заправка,fuel,,,,42.1,true,private,true,,,false');
  });
});
