import type { UkrainianOf } from '@carclub/i18n';

const en = {
  title: 'Overview',
  loading: 'Loading the numbers…',
  loadFailed: 'The numbers could not be loaded.',
  counts: {
    members: 'Members',
    activated: 'Activated',
    newLast7Days: 'New in 7 days',
    newLast30Days: 'New in 30 days',
    blocked: 'Blocked',
    vehicles: 'Vehicles',
    images: 'Photos',
    storage: 'Storage used',
    storageUnknown: 'Unknown',
  },
  charts: {
    signUps: {
      title_one: 'Sign-ups per day, last {{count}} day',
      title_other: 'Sign-ups per day, last {{count}} days',
      caption: 'Sign-ups per day',
      value: 'Sign-ups',
    },
    vehicles: {
      title_one: 'New vehicles per day, last {{count}} day',
      title_other: 'New vehicles per day, last {{count}} days',
      caption: 'New vehicles per day',
      value: 'New vehicles',
    },
    summary: '{{total}} in all; the busiest day was {{date}} with {{max}}.',
    summaryNone_one: 'None in the last {{count}} day.',
    summaryNone_other: 'None in the last {{count}} days.',
    day: 'Day',
    today: 'Today, {{date}}',
    showTable: 'Show as a table',
    failed: 'The chart could not be drawn; the table below has the same numbers.',
  },
};

const uk: UkrainianOf<typeof en> = {
  title: 'Огляд',
  loading: 'Завантажуємо цифри…',
  loadFailed: 'Не вдалося завантажити цифри.',
  counts: {
    members: 'Учасники',
    activated: 'Активовані',
    newLast7Days: 'Нові за 7 днів',
    newLast30Days: 'Нові за 30 днів',
    blocked: 'Заблоковані',
    vehicles: 'Автомобілі',
    images: 'Фото',
    storage: 'Зайнято сховища',
    storageUnknown: 'Невідомо',
  },
  charts: {
    signUps: {
      title_one: 'Реєстрації за день, останній {{count}} день',
      title_few: 'Реєстрації за день, останні {{count}} дні',
      title_many: 'Реєстрації за день, останні {{count}} днів',
      title_other: 'Реєстрації за день, останні {{count}} дня',
      caption: 'Реєстрації за день',
      value: 'Реєстрації',
    },
    vehicles: {
      title_one: 'Нові автомобілі за день, останній {{count}} день',
      title_few: 'Нові автомобілі за день, останні {{count}} дні',
      title_many: 'Нові автомобілі за день, останні {{count}} днів',
      title_other: 'Нові автомобілі за день, останні {{count}} дня',
      caption: 'Нові автомобілі за день',
      value: 'Нові автомобілі',
    },
    summary: 'Усього {{total}}; найбільше — {{date}}: {{max}}.',
    summaryNone_one: 'За останній {{count}} день — жодного.',
    summaryNone_few: 'За останні {{count}} дні — жодного.',
    summaryNone_many: 'За останні {{count}} днів — жодного.',
    summaryNone_other: 'За останні {{count}} дня — жодного.',
    day: 'День',
    today: 'Сьогодні, {{date}}',
    showTable: 'Показати таблицею',
    failed: 'Не вдалося намалювати графік; у таблиці нижче ті самі числа.',
  },
};

export const overviewTexts = { en, uk };
