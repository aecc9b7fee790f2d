import type { TranslationOf } from '@carclub/i18n';

const en = {
  title: 'Bookmarks',
  removed: 'Removed from your bookmarks',
  intro: 'Cars, posts and logbook entries you bookmarked, the latest first.',
  empty: {
    title: 'No bookmarks yet',
    description: 'Bookmark a car, a post or a logbook entry on its page to find it here again.',
    browse: 'Browse cars',
  },
  loadFailed: 'Your bookmarks could not be loaded',
  pagination: 'Bookmark pages',
  car: 'Car',
  entry: 'Logbook entry',
  post: 'Post',
  postBy: 'by {{nickname}}',
  entryOf: '{{car}} · {{nickname}}',
  carOf: '{{year}} · {{nickname}}',
  remove: 'Remove “{{title}}” from bookmarks',
};

const uk: TranslationOf<typeof en> = {
  title: 'Закладки',
  removed: 'Прибрано із закладок',
  intro: 'Авто, дописи й записи бортжурналів, які ви зберегли, — найновіші спершу.',
  empty: {
    title: 'Закладок ще немає',
    description:
      'Додайте авто, допис чи запис бортжурналу в закладки на його сторінці, щоб знайти тут.',
    browse: 'Переглянути авто',
  },
  loadFailed: 'Не вдалося завантажити закладки',
  pagination: 'Сторінки закладок',
  car: 'Авто',
  entry: 'Запис бортжурналу',
  post: 'Допис',
  postBy: 'автор: {{nickname}}',
  entryOf: '{{car}} · {{nickname}}',
  carOf: '{{year}} · {{nickname}}',
  remove: 'Прибрати «{{title}}» із закладок',
};

export const bookmarksTexts = { en, uk };
