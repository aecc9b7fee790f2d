export const SUPPORTED_LANGUAGES = ['uk', 'en'] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'uk';

/** Read by the api-client too (the `lang` query parameter), so it must not change silently. */
export const LANGUAGE_STORAGE_KEY = 'i18nextLng';

/**
 * The cookie that carries the chosen language to the server, which renders pages in it (the
 * server cannot read local storage). Written beside local storage whenever the language is set.
 */
export const LANGUAGE_COOKIE = 'i18nextLng';

/** The query parameter that names a page's language in its address (`?lang=en`). */
export const LANGUAGE_QUERY_PARAM = 'lang';

/** A year: the choice outlives the session, as local storage does. */
export const LANGUAGE_COOKIE_MINUTES = 365 * 24 * 60;

export function isSupportedLanguage(value: unknown): value is Language {
  return SUPPORTED_LANGUAGES.some((language) => language === value);
}
