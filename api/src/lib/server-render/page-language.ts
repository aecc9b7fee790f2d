import type { PageLanguage } from '@carclub/contracts/server-render';
import { parseCookie } from 'cookie';

/** The browser apps' names for them (packages/i18n: LANGUAGE_QUERY_PARAM, LANGUAGE_COOKIE). */
const LANGUAGE_QUERY_PARAM = 'lang';
const LANGUAGE_COOKIE = 'i18nextLng';
const LANGUAGES: readonly PageLanguage[] = ['uk', 'en'];
const DEFAULT_LANGUAGE: PageLanguage = 'uk';

const supported = (value: unknown): PageLanguage | undefined =>
  LANGUAGES.find((language) => language === value);

/**
 * The language a page is rendered in: the one its address names (`?lang=en`, how search engines
 * reach each language), else the visitor's choice the apps keep in a cookie, else Ukrainian. Not
 * Accept-Language: a crawler's would change what an address shows. The browser detects the same
 * way first, so it hydrates in the language the server wrote (else it renders the page afresh).
 */
export function pageLanguage(query: unknown, cookieHeader: string | undefined): PageLanguage {
  const fromQuery = supported(
    (query as Record<string, unknown> | undefined)?.[LANGUAGE_QUERY_PARAM],
  );
  if (fromQuery) return fromQuery;
  const cookies = cookieHeader ? parseCookie(cookieHeader) : {};
  return supported(cookies[LANGUAGE_COOKIE]) ?? DEFAULT_LANGUAGE;
}
