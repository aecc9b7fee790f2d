import type { TranslationOf } from '@carclub/i18n';

const en = {
  title: 'Costs',
  link: 'Costs',
  intro: 'What {{car}} cost, from its logbook: every entry with an amount, private ones too.',
  toLogbook: 'Back to the logbook',
  empty: {
    title: 'No costs yet',
    description: 'Entries with a cost or priced parts are added up here.',
  },
  loadFailed: 'The costs could not be loaded',
  currency: 'In {{currency}}',
  total: 'Total',
  entries: 'Entries',
  perKm: 'Per kilometre',
  perKmUnknown: 'Log two mileages to see it',
  distance: 'Distance logged',
  distanceValue: '{{value}} km',
  byCategory: 'By category',
  byYear: 'By year',
  category: 'Category',
  year: 'Year',
  amount: 'Amount',
  chartLabel: 'Costs by year in {{currency}}',
  chartUnavailable: 'The chart could not be drawn; the table below has the same numbers.',
};

const uk: TranslationOf<typeof en> = {
  title: 'Витрати',
  link: 'Витрати',
  intro: 'Скільки коштувало {{car}} за бортжурналом: усі записи із сумою, приватні теж.',
  toLogbook: 'До бортжурналу',
  empty: {
    title: 'Витрат ще немає',
    description: 'Тут підсумовуються записи з вартістю або цінами запчастин.',
  },
  loadFailed: 'Не вдалося завантажити витрати',
  currency: 'У валюті {{currency}}',
  total: 'Разом',
  entries: 'Записів',
  perKm: 'За кілометр',
  perKmUnknown: 'Вкажіть пробіг у двох записах, щоб побачити',
  distance: 'Пройдено за журналом',
  distanceValue: '{{value}} км',
  byCategory: 'За категоріями',
  byYear: 'За роками',
  category: 'Категорія',
  year: 'Рік',
  amount: 'Сума',
  chartLabel: 'Витрати за роками, {{currency}}',
  chartUnavailable: 'Не вдалося намалювати графік; ті самі числа є в таблиці нижче.',
};

export const logbookCostsTexts = { en, uk };
