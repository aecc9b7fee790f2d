// The one list lives in the contracts, which the API reads too without i18next.
export {
  DEFAULT_LANGUAGE,
  isSupportedLanguage,
  LANGUAGE_QUERY_PARAM,
  LANGUAGES as SUPPORTED_LANGUAGES,
  type Language,
} from '@carclub/contracts/languages';

/** Read by the api-client too (the `lang` query parameter), so it must not change silently. */
export const LANGUAGE_STORAGE_KEY = 'i18nextLng';

/**
 * The cookie that carries the visitor's choice to the server, which renders pages in it (the
 * server cannot read local storage): written when they switch, or open an address that names a
 * language (`?lang=`), never from what the browser detected alone (ADR 0119).
 */
export const LANGUAGE_COOKIE = 'i18nextLng';

/**
 * The attribute of `<html>` with which the server names the language it rendered the page in
 * (the API writes it: api/src/lib/site/share-tags.ts); detected first, so the browser hydrates in
 * it. Not `lang`, which the shell's index.html carries too when no server chose (the dev server).
 */
export const SERVER_LANGUAGE_ATTRIBUTE = 'data-server-language';

/** A year: the choice outlives the session, as local storage does. */
export const LANGUAGE_COOKIE_MINUTES = 365 * 24 * 60;
