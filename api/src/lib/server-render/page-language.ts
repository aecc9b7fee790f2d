import {
  DEFAULT_LANGUAGE,
  LANGUAGE_QUERY_PARAM,
  LANGUAGES,
  type Language as PageLanguage,
} from '@carclub/contracts/languages';
import { parseCookie } from 'cookie';

/** The browser apps' name for it (packages/i18n: LANGUAGE_COOKIE). */
const LANGUAGE_COOKIE = 'i18nextLng';

/**
 * The request headers a page's language is chosen by, for `Vary`: a cache (the browser's, a
 * CDN's) keeps a page's answer apart for each of their values.
 */
export const PAGE_LANGUAGE_HEADERS = ['accept-language', 'cookie'] as const;

const supported = (value: unknown): PageLanguage | undefined =>
  LANGUAGES.find((language) => language === value);

/** A header of more ranges than any browser sends is read only this far. */
const ACCEPT_LANGUAGE_RANGES = 32;

/**
 * The supported language an `Accept-Language` header prefers (RFC 9110 §12.5.4): the range of
 * the highest weight whose primary tag is one (`en-US` is English), the first listed among equal
 * weights; `*` and a weight of 0 name none. Split by hand, no regular expression: the header is
 * the visitor's to write, so reading it stays linear in its length.
 */
export function acceptedLanguage(header: string | undefined): PageLanguage | undefined {
  if (!header) return undefined;
  let best: { language: PageLanguage; weight: number } | undefined;
  for (const range of header.split(',', ACCEPT_LANGUAGE_RANGES)) {
    const [tag = '', ...parameters] = range.split(';');
    const language = supported(tag.trim().split('-', 1)[0]?.toLowerCase());
    if (!language) continue;
    const q = parameters
      .map((parameter) => parameter.trim().toLowerCase())
      .find((parameter) => parameter.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    if (!(weight > 0 && weight <= 1)) continue;
    if (!best || weight > best.weight) best = { language, weight };
  }
  return best?.language;
}

/**
 * The language a page is rendered in (ADR 0119): the one its address names (`?lang=en`, how search
 * engines reach each language, whose canonical and hreflang links name those addresses), else the
 * visitor's choice the apps keep in a cookie (written when they switch), else the one their
 * browser asks for, else Ukrainian. The answer says which (`Content-Language`) and by what
 * (`Vary`, PAGE_LANGUAGE_HEADERS). The server writes it on `<html>`, which the browser's detection
 * reads first, so it hydrates in the language the server wrote.
 */
export function pageLanguage(
  query: unknown,
  cookieHeader: string | undefined,
  acceptLanguageHeader?: string,
): PageLanguage {
  const fromQuery = supported(
    (query as Record<string, unknown> | undefined)?.[LANGUAGE_QUERY_PARAM],
  );
  if (fromQuery) return fromQuery;
  const cookies = cookieHeader ? parseCookie(cookieHeader) : {};
  return (
    supported(cookies[LANGUAGE_COOKIE]) ??
    acceptedLanguage(acceptLanguageHeader) ??
    DEFAULT_LANGUAGE
  );
}
