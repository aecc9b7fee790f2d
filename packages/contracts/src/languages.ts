/**
 * The site's languages, its default first: the one list the browser apps (`@carclub/i18n`), the
 * server's page render, link previews, e-mails and the account's stored choice all read. Free of
 * zod and i18next, so a public page and the API import it without either.
 */
export const LANGUAGES = ['uk', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = LANGUAGES[0];

/** The query parameter that names a page's language in its address (`?lang=en`). */
export const LANGUAGE_QUERY_PARAM = 'lang';

export function isSupportedLanguage(value: unknown): value is Language {
  return LANGUAGES.some((language) => language === value);
}
