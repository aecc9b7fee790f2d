import type { TranslationOf } from '@carclub/i18n';

const en = {
  tabCount: 'Posts ({{count}})',
  empty: 'No posts about this car yet',
  emptyOwner:
    'Tell its story: a trip, a repair, a build. The post shows here and in the community.',
  write: 'Write a post about this car',
};

const uk: TranslationOf<typeof en> = {
  tabCount: 'Дописи ({{count}})',
  empty: 'Про це авто ще немає дописів',
  emptyOwner: 'Розкажіть його історію: подорож, ремонт, проєкт. Допис з’явиться тут і в спільноті.',
  write: 'Написати допис про це авто',
};

export const vehiclePostsTexts = { en, uk };
