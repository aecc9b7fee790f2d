import type { UkrainianOf } from '@carclub/i18n';

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
    lastDays_one: 'Last {{count}} day',
    lastDays_other: 'Last {{count}} days',
    total: 'In total',
    forSale: 'Since put up for sale on {{date}}',
  },
  chart: {
    title_one: 'Views per day, last {{count}} day',
    title_other: 'Views per day, last {{count}} days',
    summary_one: 'Views in the last {{count}} day: {{total}}; the busiest day: {{date}} ({{max}}).',
    summary_other:
      'Views in the last {{count}} days: {{total}}; the busiest day: {{date}} ({{max}}).',
    summaryNone_one: 'No views in the last {{count}} day.',
    summaryNone_other: 'No views in the last {{count}} days.',
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

const uk: UkrainianOf<typeof en> = {
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
    lastDays_one: 'За {{count}} день',
    lastDays_few: 'За {{count}} дні',
    lastDays_many: 'За {{count}} днів',
    lastDays_other: 'За {{count}} дня',
    total: 'Усього',
    forSale: 'Відколи виставлено на продаж {{date}}',
  },
  chart: {
    title_one: 'Перегляди за днями, останній {{count}} день',
    title_few: 'Перегляди за днями, останні {{count}} дні',
    title_many: 'Перегляди за днями, останні {{count}} днів',
    title_other: 'Перегляди за днями, останні {{count}} дня',
    summary_one:
      'Переглядів за останній {{count}} день: {{total}}; найбільше — {{date}} ({{max}}).',
    summary_few: 'Переглядів за останні {{count}} дні: {{total}}; найбільше — {{date}} ({{max}}).',
    summary_many:
      'Переглядів за останні {{count}} днів: {{total}}; найбільше — {{date}} ({{max}}).',
    summary_other:
      'Переглядів за останні {{count}} дня: {{total}}; найбільше — {{date}} ({{max}}).',
    summaryNone_one: 'За останній {{count}} день переглядів не було.',
    summaryNone_few: 'За останні {{count}} дні переглядів не було.',
    summaryNone_many: 'За останні {{count}} днів переглядів не було.',
    summaryNone_other: 'За останні {{count}} дня переглядів не було.',
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
