import { LOGBOOK_CSV_COLUMNS, logbookEntryInputSchema } from '@carclub/contracts';

import { detectFormat } from '../lib/detect-format';
import { mapRows, parseDate, parseDecimal, parseFlag, type ImportMapping } from '../lib/map-rows';
import { columnsFor, detectPreset, PRESETS, type PresetId } from '../lib/presets';
import { parseCsv, readCsv, tableOf } from '../lib/read-csv';

/** A Fuelio backup, trimmed: its fills are the `## Log` section, between other tables. */
const FUELIO = [
  '"## Vehicle"',
  '"Name","Description","DistUnit","FuelUnit"',
  '"Golf","","0","0"',
  '"## Log"',
  '"Data","Odo (km)","Fuel (litres)","Full","Price (optional)","l/100km (optional)","City (optional)","Notes (optional)","Missed"',
  '"2024-01-05 14:42","45210.0","42.10","1","68.90",,"Kyiv","first fill","0"',
  '"2024-01-19","45620","20.00","0","32.80",,,"partial, top-up","0"',
  '',
  '"## CostCategories"',
  '"CostTypeID","Name"',
  '"1","Service"',
].join('\n');

/**
 * The audit's spreadsheet (issue 29 point 2) as LibreOffice and Excel save it in a Ukrainian
 * locale: a byte order mark, `;` between cells, CRLF, day-first dates, a decimal comma, thousands
 * grouped with a space, "Так"/"Ні", and the categories written as the site writes them.
 */
export const UKRAINIAN_SPREADSHEET = `\uFEFF${[
  'Дата;Категорія;Назва;Пробіг;Вартість;Валюта;Літри;Повний бак;Нотатки',
  '02.03.2025;Пальне;Заправка;48 200;2 140,00;UAH;40,00;Так;',
  '16.03.2025;Пальне;Заправка;48 790;2 225,60;UAH;41,60;Так;',
  '22.03.2025;Обслуговування;Заміна оливи й фільтрів;49 010;3 450,00;UAH;;;Castrol 5W-30',
  '30.03.2025;Пальне;Заправка;49 405;2 321,90;UAH;43,40;Так;',
  '05.04.2025;Догляд;Мийка і хімчистка салону;49 700;1 200,00;UAH;;;',
  '13.04.2025;Пальне;Заправка;50 010;2 252,35;UAH;42,10;Так;',
  '18.04.2025;Поїздка;Київ — Львів;50 100;;;;;"Дорога М06; ремонт під Житомиром"',
  '20.04.2025;Пальне;Заправка;51 490;2 396,80;UAH;44,80;Так;',
  '26.04.2025;Ремонт;Заміна задніх колодок;51 800;1 850,50;UAH;;;',
  '04.05.2025;Пальне;Заправка;52 100;2 300,50;UAH;43,00;Так;',
  '10.05.2025;ОБСЛУГОВУВАННЯ;Шиномонтаж;52 300;800,00;UAH;;;літні шини',
  '18.05.2025;пальне;Заправка;52 700;2 241,65;UAH;41,90;Так;',
  // Ї typed as і, on a keyboard without it.
  '24.05.2025;По\u0456здка;Карпати;53 050;;;;;',
  '01.06.2025;Пальне;Доливка;53 300;1 070,00;UAH;20,00;Ні;',
  '07.06.2025;Ремонт;Лампа ближнього світла;53 450;250,00;UAH;;;',
  '15.06.2025;Пальне;Заправка;53 620;2 005,55;UAH;37,45;Так;',
].join('\r\n')}\r\n`;

/** A Drivvo export with a decimal comma and day-first dates, separated by semicolons. */
const DRIVVO = [
  '##Refuelling',
  'Odometer;Date;Fuel type;Volume price;Total price;Fuel amount;Full fillup;Notes',
  '12345;05.03.2024;Gasoline;1,85;55,50;30,0;Yes;Highway',
  '12700;12.03.2024;Gasoline;1,90;1.052,73;27,75;No;',
  '##Service',
  'Odometer;Date;Cost;Title',
  '12500;10.03.2024;150,00;Oil change',
].join('\r\n');

function settingsFor(id: PresetId, headers: string[], patch: Partial<ImportMapping> = {}) {
  const preset = PRESETS[id];
  return {
    columns: columnsFor(preset, headers),
    dateFormat: preset.dateFormat,
    decimalComma: preset.decimalComma,
    category: preset.category,
    currency: '',
    visibility: 'private',
    ...patch,
  } satisfies ImportMapping;
}

const title = (category: string) => `(${category})`;

describe('CSV import: reading a file', () => {
  it('finds Fuelio’s fills in its ## Log section, numbering rows as the file does', () => {
    const records = parseCsv(FUELIO);
    expect(detectPreset(records)).toBe('fuelio');
    const table = tableOf(records, PRESETS.fuelio.section);
    expect(table.headers[0]).toBe('Data');
    expect(table.rows.map((row) => row.line)).toEqual([6, 7]);
    expect(table.rows[1]!.cells[7]).toBe('partial, top-up');
  });

  it('finds Drivvo’s ##Refuelling section in a semicolon file with a byte order mark', () => {
    const records = parseCsv(`\uFEFF${DRIVVO}`);
    expect(detectPreset(records)).toBe('drivvo');
    const table = tableOf(records, PRESETS.drivvo.section);
    expect(table.headers).toContain('Full fillup');
    expect(table.rows).toHaveLength(2);
  });

  it('recognises the CarClub export by its header, anything else is matched by hand', () => {
    expect(detectPreset(parseCsv(`${LOGBOOK_CSV_COLUMNS.join(',')}\n`))).toBe('carclub');
    expect(detectPreset(parseCsv('When,What\n2024-01-01,Oil'))).toBe('custom');
  });
});

describe('CSV import: presets and mapping', () => {
  it('maps Fuelio fills to fuel entries: total price, litres, full tank, notes as the story', () => {
    const table = tableOf(parseCsv(FUELIO), PRESETS.fuelio.section);
    const mapping = settingsFor('fuelio', table.headers, { currency: 'EUR' });
    expect(mapping.columns).toEqual([
      'date',
      'mileage',
      'litres',
      'fullTank',
      'cost',
      '',
      '',
      'story',
      'missedFill',
    ]);
    const rows = mapRows(table, mapping, title);
    expect(rows[0]).toEqual({
      line: 6,
      entry: {
        date: '2024-01-05',
        mileage: 45_210,
        litres: 42.1,
        fullTank: true,
        cost: 68.9,
        currency: 'EUR',
        story: 'first fill',
        missedFill: false,
        category: 'fuel',
        visibility: 'private',
        title: '(fuel)',
      },
    });
    for (const { entry } of rows)
      expect(logbookEntryInputSchema.safeParse(entry).success).toBe(true);
  });

  it('maps Drivvo fills with a decimal comma and DD.MM.YYYY dates chosen in the mapping', () => {
    const table = tableOf(parseCsv(DRIVVO), PRESETS.drivvo.section);
    const mapping = settingsFor('drivvo', table.headers, {
      dateFormat: 'DD.MM.YYYY',
      decimalComma: true,
      currency: 'UAH',
    });
    const rows = mapRows(table, mapping, title);
    expect(
      rows.map(({ entry }) => [entry['date'], entry['cost'], entry['litres'], entry['fullTank']]),
    ).toEqual([
      ['2024-03-05', 55.5, 30, true],
      ['2024-03-12', 1052.73, 27.75, false],
    ]);
    expect(rows[1]!.entry['story']).toBe('');
  });

  it('imports the Ukrainian spreadsheet with every row valid: separator, dates, decimal comma and header found', () => {
    const { records, delimiter } = readCsv(UKRAINIAN_SPREADSHEET);
    expect(delimiter).toBe(';');
    expect(detectPreset(records)).toBe('custom');
    const table = tableOf(records);
    expect(table.rows).toHaveLength(16);
    const detected = detectFormat(table);
    expect(detected).toEqual({ dateFormat: 'DD.MM.YYYY', decimalComma: true });
    const mapping = settingsFor('custom', table.headers, {
      dateFormat: detected.dateFormat!,
      decimalComma: detected.decimalComma!,
    });
    expect(mapping.columns).toEqual([
      'date',
      'category',
      'title',
      'mileage',
      'cost',
      'currency',
      'litres',
      'fullTank',
      'story',
    ]);
    const rows = mapRows(table, mapping, title);
    for (const { line, entry } of rows) {
      const checked = logbookEntryInputSchema.safeParse(entry);
      expect({ line, issues: checked.error?.issues ?? [] }).toEqual({ line, issues: [] });
    }
    expect(rows.map(({ entry }) => entry['category'])).toEqual([
      'fuel',
      'fuel',
      'service',
      'fuel',
      'detailing',
      'fuel',
      'trip',
      'fuel',
      'repair',
      'fuel',
      'service',
      'fuel',
      'trip',
      'fuel',
      'repair',
      'fuel',
    ]);
    expect(rows[1]!.entry).toMatchObject({ date: '2025-03-16', mileage: 48_790, cost: 2225.6 });
    expect(rows[13]!.entry).toMatchObject({ litres: 20, fullTank: false });
    expect(rows[6]!.entry['story']).toBe('Дорога М06; ремонт під Житомиром');
  });

  it('keeps a category it does not know as written, for the server to refuse', () => {
    const table = tableOf(parseCsv('date,category,title\n2024-01-01,Мийка авто,x'));
    const rows = mapRows(table, settingsFor('custom', table.headers), title);
    expect(rows[0]!.entry['category']).toBe('Мийка авто');
  });

  it('reads Fuelio’s “Missed” column as a missed fill-up before the fill', () => {
    const missed = FUELIO.replace('"partial, top-up","0"', '"partial, top-up","1"');
    const table = tableOf(parseCsv(missed), PRESETS.fuelio.section);
    const rows = mapRows(table, settingsFor('fuelio', table.headers), title);
    expect(rows.map(({ entry }) => entry['missedFill'])).toEqual([false, true]);
  });

  it('gives a field to one column only', () => {
    expect(columnsFor(PRESETS.carclub, ['date', 'Date', 'title'])).toEqual(['date', '', 'title']);
  });

  it('reads the CarClub export back as it was written, apostrophes before formulas removed', () => {
    const csv = [
      LOGBOOK_CSV_COLUMNS.join(','),
      `2024-05-01,'=1+1,service,42000,129.90,EUR,,,private,false,"'- oil, ""5W-30""\r\nand filter","[{""name"":""Filter"",""partNumber"":null,""price"":12.5}]",`,
      '2024-01-10,Fuel,fuel,41000,,,40.5,true,public,true,,,true',
    ].join('\r\n');
    const table = tableOf(parseCsv(csv));
    const rows = mapRows(table, settingsFor('carclub', table.headers), title);
    expect(rows.map((row) => row.entry)).toEqual([
      {
        date: '2024-05-01',
        title: '=1+1',
        category: 'service',
        mileage: 42_000,
        cost: 129.9,
        currency: 'EUR',
        visibility: 'private',
        costHidden: false,
        story: '- oil, "5W-30"\r\nand filter',
        parts: [{ name: 'Filter', partNumber: null, price: 12.5 }],
      },
      {
        date: '2024-01-10',
        title: 'Fuel',
        category: 'fuel',
        mileage: 41_000,
        cost: null,
        litres: 40.5,
        fullTank: true,
        visibility: 'public',
        costHidden: true,
        story: '',
        parts: [],
        missedFill: true,
      },
    ]);
  });

  it('keeps a bad title empty when the file has a title column, for the server to refuse', () => {
    const table = tableOf(parseCsv('date,title\n2024-01-01,'));
    const rows = mapRows(table, settingsFor('carclub', table.headers), title);
    expect(rows[0]!.entry['title']).toBe('');
  });
});

describe('CSV import: values', () => {
  it.each([
    ['2024-03-05', 'YYYY-MM-DD', '2024-03-05'],
    ['2024-3-5 08:00', 'YYYY-MM-DD', '2024-03-05'],
    ['2024-03-05T08:00:00', 'YYYY-MM-DD', '2024-03-05'],
    ['5.3.2024', 'DD.MM.YYYY', '2024-03-05'],
    ['03/05/2024', 'MM/DD/YYYY', '2024-03-05'],
    ['05/03/2024', 'DD/MM/YYYY', '2024-03-05'],
    ['05/03/2024', 'YYYY-MM-DD', '05/03/2024'],
    ['yesterday', 'DD.MM.YYYY', 'yesterday'],
  ] as const)('date %s as %s is %s', (cell, format, expected) => {
    expect(parseDate(cell, format)).toBe(expected);
  });

  it.each([
    ['12.5', false, 12.5],
    ['1,234.56', false, 1234.56],
    ['12,5', true, 12.5],
    ['1.234,56', true, 1234.56],
    ['2 450,50', true, 2450.5],
    ['', false, null],
    ['12,5', false, '12,5'],
    ['36.5', true, '36.5'],
    ['n/a', false, 'n/a'],
  ] as const)('number %s (decimal comma %s) is %s', (cell, comma, expected) => {
    expect(parseDecimal(cell, comma)).toBe(expected);
  });

  it.each([
    ['1', true],
    ['Yes', true],
    ['Так', true],
    ['Não', false],
    ['0', false],
    ['', null],
    ['maybe', 'maybe'],
  ] as const)('flag %s is %s', (cell, expected) => {
    expect(parseFlag(cell)).toBe(expected);
  });
});

describe('CSV import: what the file says of its dates and numbers', () => {
  const table = (...cells: string[][]) => ({
    headers: [],
    rows: cells.map((row, index) => ({ line: index + 2, cells: row })),
  });

  it.each([
    [['2025-03-02 14:42', '42.10'], 'YYYY-MM-DD', false],
    [['02.03.2025', '42,10'], 'DD.MM.YYYY', true],
    [['13/03/2025', '1.234,50'], 'DD/MM/YYYY', true],
    [['03/13/2025', '1,234.50'], 'MM/DD/YYYY', false],
    // Both ways a real date: day first, as the site's readers write it.
    [['03/04/2025', '12'], 'DD/MM/YYYY', null],
    // "1,234" is a thousand or one and a bit: it says nothing.
    [['n/a', '1,234'], null, null],
  ] as const)('%j: dates %s, decimal comma %s', (cells, dateFormat, decimalComma) => {
    expect(detectFormat(table([...cells]))).toEqual({ dateFormat, decimalComma });
  });
});
