import type { TranslationOf } from '@carclub/i18n';

const en = {
  title: 'Bookmarks',
  bookmark: 'Bookmark',
  bookmarked: 'Bookmarked',
  added: 'Added to your bookmarks',
  removed: 'Removed from your bookmarks',
  intro: 'Cars and logbook entries you bookmarked, the latest first.',
  empty: {
    title: 'No bookmarks yet',
    description: 'Bookmark a car or a logbook entry on its page to find it here again.',
    browse: 'Browse cars',
  },
  loadFailed: 'Your bookmarks could not be loaded',
  pagination: 'Bookmark pages',
  car: 'Car',
  entry: 'Logbook entry',
  entryOf: '{{car}} · {{nickname}}',
  carOf: '{{year}} · {{nickname}}',
  remove: 'Remove “{{title}}” from bookmarks',
};

const uk: TranslationOf<typeof en> = {
  title: 'Закладки',
  bookmark: 'У закладки',
  bookmarked: 'У закладках',
  added: 'Додано до закладок',
  removed: 'Прибрано із закладок',
  intro: 'Авто й записи бортжурналів, які ви зберегли, — найновіші спершу.',
  empty: {
    title: 'Закладок ще немає',
    description: 'Додайте авто чи запис бортжурналу в закладки на його сторінці, щоб знайти тут.',
    browse: 'Переглянути авто',
  },
  loadFailed: 'Не вдалося завантажити закладки',
  pagination: 'Сторінки закладок',
  car: 'Авто',
  entry: 'Запис бортжурналу',
  entryOf: '{{car}} · {{nickname}}',
  carOf: '{{year}} · {{nickname}}',
  remove: 'Прибрати «{{title}}» із закладок',
};

export const bookmarksTexts = { en, uk };
