import type { TranslationOf } from '@carclub/i18n';

const en = {
  title: 'Overview',
  loading: 'Loading the numbers…',
  loadFailed: 'The numbers could not be loaded.',
  counts: {
    members: 'Members',
    activated: 'Activated',
    newLast7Days: 'New in 7 days',
    vehicles: 'Vehicles',
    images: 'Photos',
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
    vehicles: 'Автомобілі',
    images: 'Фото',
  },
};

export const overviewTexts = { en, uk };
