import type { TranslationOf } from '@carclub/i18n';

/** Ukrainian plurals have two forms more than English (`_few`, `_many`). */
export type WithUkrainianPlurals<T> = TranslationOf<T> & {
  [K in keyof T as K extends `${infer Base}_one` ? `${Base}_few` | `${Base}_many` : never]: string;
};
