import type { TranslationOf } from '@carclub/i18n';

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
      title: 'Sign-ups per day, last {{days}} days',
      caption: 'Sign-ups per day',
      value: 'Sign-ups',
    },
    vehicles: {
      title: 'New vehicles per day, last {{days}} days',
      caption: 'New vehicles per day',
      value: 'New vehicles',
    },
    summary: '{{total}} in all; the busiest day was {{date}} with {{max}}.',
    summaryNone: 'None in the last {{days}} days.',
    day: 'Day',
    today: 'Today, {{date}}',
    showTable: 'Show as a table',
    failed: 'The chart could not be drawn; the table below has the same numbers.',
  },
};

const uk: TranslationOf<typeof en> = {
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
      title: 'Реєстрації за день, останні {{days}} днів',
      caption: 'Реєстрації за день',
      value: 'Реєстрації',
    },
    vehicles: {
      title: 'Нові автомобілі за день, останні {{days}} днів',
      caption: 'Нові автомобілі за день',
      value: 'Нові автомобілі',
    },
    summary: 'Усього {{total}}; найбільше — {{date}}: {{max}}.',
    summaryNone: 'За останні {{days}} днів — жодного.',
    day: 'День',
    today: 'Сьогодні, {{date}}',
    showTable: 'Показати таблицею',
    failed: 'Не вдалося намалювати графік; у таблиці нижче ті самі числа.',
  },
};

export const overviewTexts = { en, uk };
