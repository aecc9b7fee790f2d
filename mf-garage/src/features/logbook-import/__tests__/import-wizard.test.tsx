import { apiClient } from '@carclub/api-client';
import { i18n } from '@carclub/i18n';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { fakeApiMethods, renderPage, setupTestEnvironment } from '../../../test-utils/render';
import { ImportWizard } from '../components/import-wizard';

const { post } = fakeApiMethods(apiClient);
setupTestEnvironment();
// jsdom's Blob has no text() (every browser the site supports has); read it the older way.
Blob.prototype.text ??= function text(this: Blob) {
  return new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsText(this);
  });
};

const LOGBOOK = '/u/olena/car/golf?tab=logbook';
const CSV = [
  'When,What,Odometer,Price',
  '05.03.2024,Oil change,"120 500",\'=1+1',
  '31.02.2024,Tyres,121000,"1.234,50"',
].join('\n');

const report = (refused: { line: number; fields: Record<string, string[]> }[], dryRun = true) => ({
  data: { dryRun, total: 2, added: 2 - refused.length, skipped: [], refused, fields: {} },
  status: dryRun ? 200 : 201,
});

async function chooseAndMap() {
  const user = userEvent.setup();
  const { router } = renderPage(
    <ImportWizard vehicleId="car-1" logbookPath={LOGBOOK} />,
    '/edit-car/:carId/logbook/import',
    '/edit-car/car-1/logbook/import',
  );
  const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
  await user.upload(input, new File([CSV], 'garage.csv', { type: 'text/csv' }));
  expect(await screen.findByText('File: garage.csv, 2 rows')).toBeInTheDocument();
  // Nothing matched a preset: every column is matched by hand, the date first.
  expect(screen.getByLabelText('The file comes from')).toHaveValue('custom');
  expect(screen.getByRole('button', { name: 'Check the import' })).toBeDisabled();
  await user.selectOptions(screen.getByLabelText('Fills the field: When'), 'date');
  await user.selectOptions(screen.getByLabelText('Fills the field: What'), 'title');
  await user.selectOptions(screen.getByLabelText('Fills the field: Odometer'), 'mileage');
  await user.selectOptions(screen.getByLabelText('Fills the field: Price'), 'cost');
  // Read from the file's cells, and shown where they can be changed.
  expect(screen.getByLabelText('Columns are separated by')).toHaveValue(',');
  expect(screen.getByLabelText('Dates are written as')).toHaveValue('DD.MM.YYYY');
  expect(screen.getByLabelText('Numbers use a decimal comma (12,5)')).toBeChecked();
  await user.selectOptions(screen.getByLabelText('Currency of costs without one'), 'UAH');
  return { user, router };
}

describe('the logbook import page', () => {
  it('sends the mapped rows for a dry run and names each refused row with its reasons', async () => {
    post.mockResolvedValue(report([{ line: 3, fields: { date: ['validation.invalidDate'] } }]));
    const { user } = await chooseAndMap();
    await user.click(screen.getByRole('button', { name: 'Check the import' }));

    expect(post).toHaveBeenCalledWith('/private-transport/car-1/logbook/import', {
      dryRun: true,
      rows: [
        {
          line: 2,
          entry: {
            date: '2024-03-05',
            title: 'Oil change',
            mileage: 120_500,
            // Not a number: sent as written, for the server's "Enter a valid number".
            cost: '=1+1',
            currency: 'UAH',
            category: 'other',
            visibility: 'private',
          },
        },
        {
          line: 3,
          entry: {
            date: '2024-02-31',
            title: 'Tyres',
            mileage: 121_000,
            cost: 1234.5,
            currency: 'UAH',
            category: 'other',
            visibility: 'private',
          },
        },
      ],
    });
    expect(await screen.findByRole('status')).toHaveTextContent('1 of 2 rows will be added.');
    const refused = screen.getByRole('table', { name: 'Refused rows and why' });
    expect(within(refused).getByRole('rowheader')).toHaveTextContent('3');
    expect(within(refused).getByRole('cell')).toHaveTextContent('Date: Invalid date');
    expect(screen.getByRole('button', { name: 'Import 1 entry' })).toBeDisabled();
  });

  it('imports once nothing is refused, then goes back to the logbook', async () => {
    post.mockResolvedValueOnce(report([])).mockResolvedValueOnce(report([], false));
    const { user, router } = await chooseAndMap();
    await user.click(screen.getByRole('button', { name: 'Check the import' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Every row can be imported.');
    await user.click(screen.getByRole('button', { name: 'Import 2 entries' }));
    expect(post).toHaveBeenLastCalledWith(
      '/private-transport/car-1/logbook/import',
      expect.objectContaining({ dryRun: false }),
    );
    expect(await screen.findByText('2 entries imported into the logbook')).toBeInTheDocument();
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(LOGBOOK);
  });

  it('says which rows are already in the logbook, leaves them out of the entries to add, and how many it skipped', async () => {
    const skipping = (dryRun: boolean) => ({
      data: { dryRun, total: 2, added: 1, skipped: [2], refused: [], fields: {} },
      status: dryRun ? 200 : 201,
    });
    post.mockResolvedValueOnce(skipping(true)).mockResolvedValueOnce(skipping(false));
    const { user } = await chooseAndMap();
    await user.click(screen.getByRole('button', { name: 'Check the import' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      '1 of 2 rows will be added. 1 row is already in the logbook or repeats an earlier row, ' +
        'and will be skipped. No row is refused.',
    );
    const toAdd = screen.getByRole('table', { name: 'Entries to add (the first 1)' });
    expect(
      within(toAdd)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['3']);
    await user.click(screen.getByRole('button', { name: 'Import 1 entry' }));
    expect(
      await screen.findByText(
        '1 entry imported into the logbook. 1 row already in the logbook was skipped.',
      ),
    ).toBeInTheDocument();
  });

  it('in Ukrainian: every row already there, nothing to import', async () => {
    post.mockResolvedValue({
      data: { dryRun: true, total: 2, added: 0, skipped: [2, 3], refused: [], fields: {} },
      status: 200,
    });
    const { user } = await chooseAndMap();
    await act(() => i18n.changeLanguage('uk'));
    try {
      await user.click(screen.getByRole('button', { name: 'Перевірити імпорт' }));
      expect(await screen.findByRole('status')).toHaveTextContent(
        'Буде додано 0 з 2 рядків. 2 рядки вже є в бортжурналі або повторюють попередні, ' +
          'їх буде пропущено. Жоден рядок не відхилено.',
      );
      expect(screen.getByText('Усі рядки вже є в бортжурналі: імпортувати нічого.')).toBeVisible();
      expect(screen.getByRole('button', { name: 'Імпортувати 0 записів' })).toBeDisabled();
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  });

  it('a Ukrainian spreadsheet: separator, dates, decimal comma and columns found; unknown categories listed with the accepted ones', async () => {
    post.mockResolvedValue(report([]));
    const user = userEvent.setup();
    renderPage(<ImportWizard vehicleId="car-1" logbookPath={LOGBOOK} />, '/import');
    const sheet = [
      'Дата;Категорія;Назва;Пробіг;Вартість;Валюта;Літри;Повний бак',
      '02.03.2025;Пальне;Заправка;48 200;2 140,00;UAH;40,00;Так',
      '22.03.2025;Страховка;Поліс ОСЦПВ;49 010;450,00;UAH;;',
    ].join('\r\n');
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    await user.upload(input, new File([`\uFEFF${sheet}`], 'журнал.csv', { type: 'text/csv' }));
    expect(await screen.findByText('File: журнал.csv, 2 rows')).toBeInTheDocument();
    expect(screen.getByLabelText('Columns are separated by')).toHaveValue(';');
    expect(screen.getByLabelText('Dates are written as')).toHaveValue('DD.MM.YYYY');
    expect(screen.getByLabelText('Numbers use a decimal comma (12,5)')).toBeChecked();
    expect(screen.getByLabelText('Fills the field: Категорія')).toHaveValue('category');
    expect(screen.getByLabelText('Fills the field: Літри')).toHaveValue('litres');

    const category = screen.getByLabelText('Fills the field: Категорія');
    expect(category).toHaveAccessibleDescription(
      expect.stringContaining('Not recognised, these rows would be refused: Страховка.'),
    );
    expect(category).toHaveAccessibleDescription(
      expect.stringContaining('Fuel (Пальне, fuel); Trip (Поїздка, trip);'),
    );

    await user.click(screen.getByRole('button', { name: 'Check the import' }));
    expect(post).toHaveBeenCalledWith('/private-transport/car-1/logbook/import', {
      dryRun: true,
      rows: [
        {
          line: 2,
          entry: {
            date: '2025-03-02',
            category: 'fuel',
            title: 'Заправка',
            mileage: 48_200,
            cost: 2140,
            currency: 'UAH',
            litres: 40,
            fullTank: true,
            visibility: 'private',
          },
        },
        {
          line: 3,
          entry: {
            date: '2025-03-22',
            category: 'Страховка',
            title: 'Поліс ОСЦПВ',
            mileage: 49_010,
            cost: 450,
            currency: 'UAH',
            visibility: 'private',
          },
        },
      ],
    });

    // Split at another separator, the file has one column, and its mapping starts over.
    await user.selectOptions(screen.getByLabelText('Columns are separated by'), ',');
    expect(screen.queryByLabelText('Fills the field: Категорія')).not.toBeInTheDocument();
  });

  it('refuses a file larger than 2 MB before reading it', async () => {
    const user = userEvent.setup();
    renderPage(<ImportWizard vehicleId="car-1" logbookPath={LOGBOOK} />, '/import');
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    const big = new File(['x'.repeat(2 * 1024 * 1024 + 1)], 'big.csv', { type: 'text/csv' });
    await user.upload(input, big);
    expect(await screen.findByRole('alert')).toHaveTextContent('larger than 2 MB');
    expect(post).not.toHaveBeenCalled();
  });
});
