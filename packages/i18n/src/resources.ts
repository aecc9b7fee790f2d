import type { Language } from './languages';

/** One namespace's strings for one language: nested objects of strings. */
export type NamespaceResources = { [key: string]: string | NamespaceResources };

/** One namespace in every supported language. */
export type LocalizedResources = Record<Language, NamespaceResources>;

/**
 * The same keys as `T` with any strings: the type of a translation of the English texts `T`, so a
 * missing or extra key is a compile error.
 */
export type TranslationOf<T> = {
  [K in keyof T]: T[K] extends string ? string : TranslationOf<T[K]>;
};

/**
 * A Ukrainian translation of the English texts `T`: the same keys, plus the `_few` and `_many`
 * forms Ukrainian needs beside each `_one`/`_other` pair (i18next plurals), at any depth.
 */
export type UkrainianOf<T> = {
  [K in keyof T]: T[K] extends string ? string : UkrainianOf<T[K]>;
} & {
  [K in keyof T as K extends `${infer Base}_one` ? `${Base}_few` | `${Base}_many` : never]: string;
};
