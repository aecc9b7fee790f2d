import type { TranslationOf } from '@carclub/i18n';

const en = {
  comingSoon: 'The public page of a car opens with the next release.',
};

const uk: TranslationOf<typeof en> = {
  comingSoon: 'Публічна сторінка авто відкриється з наступним випуском.',
};

/** The `garage:page.*` texts; composed into the namespace by `src/i18n`. */
export const vehiclePageTexts = { en, uk };
