import type { TranslationOf } from '@carclub/i18n';

const en = {
  comingSoon: 'My vehicles open with the next release.',
};

const uk: TranslationOf<typeof en> = {
  comingSoon: 'Мої авто відкриються з наступним випуском.',
};

/** The `garage:list.*` texts; composed into the namespace by `src/i18n`. */
export const vehicleListTexts = { en, uk };
