import type { TranslationOf } from '@carclub/i18n';

const en = {
  intro:
    'How often the pages of your cars were seen. A visitor counts once a day; search engines and your own visits do not count. Days follow UTC.',
  loading: 'Loading the views of your cars…',
  loadFailed: 'The views of your cars could not be loaded.',
  empty: {
    title: 'No cars yet',
    description: 'Add a car and share its page: here you will see how many people look at it.',
    action: 'Add a car',
  },
  stats: {
    today: 'Today',
    lastDays: 'Last {{days}} days',
    total: 'In total',
    forSale: 'Since put up for sale on {{date}}',
  },
  chart: {
    title: 'Views per day, last {{days}} days',
    summary: 'Views in the last {{days}} days: {{total}}; the busiest day: {{date}} ({{max}}).',
    summaryNone: 'No views in the last {{days}} days.',
    failed: 'The chart could not be drawn; the numbers are in the table.',
    tooltip: 'Views: {{views}}',
  },
  table: {
    show: 'Show the numbers',
    caption: 'Views per day of {{name}}, newest first',
    day: 'Day',
    views: 'Views',
    today: '{{date}} (today)',
  },
};

const uk: TranslationOf<typeof en> = {
  intro:
    'Як часто переглядали сторінки ваших авто. Відвідувач рахується раз на день; пошукові системи й ваші власні перегляди не враховуються. Дні — за UTC.',
  loading: 'Завантажуємо перегляди ваших авто…',
  loadFailed: 'Не вдалося завантажити перегляди ваших авто.',
  empty: {
    title: 'Авто поки немає',
    description:
      'Додайте авто й поділіться його сторінкою: тут ви побачите, скільки людей її переглядає.',
    action: 'Додати авто',
  },
  stats: {
    today: 'Сьогодні',
    lastDays: 'За {{days}} днів',
    total: 'Усього',
    forSale: 'Відколи виставлено на продаж {{date}}',
  },
  chart: {
    title: 'Перегляди за днями, останні {{days}} днів',
    summary: 'Переглядів за останні {{days}} днів: {{total}}; найбільше — {{date}} ({{max}}).',
    summaryNone: 'За останні {{days}} днів переглядів не було.',
    failed: 'Не вдалося намалювати графік; числа є в таблиці.',
    tooltip: 'Переглядів: {{views}}',
  },
  table: {
    show: 'Показати числа',
    caption: 'Перегляди {{name}} за днями, спершу найновіші',
    day: 'День',
    views: 'Перегляди',
    today: '{{date}} (сьогодні)',
  },
};

export const vehicleAnalyticsTexts = { en, uk };
