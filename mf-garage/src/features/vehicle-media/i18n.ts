import type { TranslationOf } from '@carclub/i18n';

const en = {
  comingSoon: 'Photos and the gallery open with the next release.',
};

const uk: TranslationOf<typeof en> = {
  comingSoon: 'Фото й галерея відкриються з наступним випуском.',
};

/** The `garage:media.*` texts; composed into the namespace by `src/i18n`. */
export const vehicleMediaTexts = { en, uk };
