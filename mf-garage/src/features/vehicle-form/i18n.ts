import type { TranslationOf } from '@carclub/i18n';

const en = {
  comingSoon: 'Adding and editing a car opens with the next release.',
};

const uk: TranslationOf<typeof en> = {
  comingSoon: 'Додавання й редагування авто відкриються з наступним випуском.',
};

/** The `garage:form.*` texts; composed into the namespace by `src/i18n`. */
export const vehicleFormTexts = { en, uk };
