import { SHARE_LANGUAGES, type ShareLanguage } from './share-texts';

/** What `hreflang` names: each language, and the page for a reader whose language is neither. */
export type PageAlternateLanguage = ShareLanguage | 'x-default';

/** A page's absolute address in each language, for `hreflang` links and sitemaps. */
export type PageAlternates = Record<PageAlternateLanguage, string>;

const DEFAULT_LANGUAGE = SHARE_LANGUAGES[0];

/**
 * The page at `path` in `language`: the bare path in the default language (Ukrainian),
 * `?lang=<language>` otherwise. Any other query the request carried is never part of it, so filter,
 * paging and sign-in redirect variants of a page all name the same address.
 */
export function pageUrl(publicUrl: string, path: string, language: ShareLanguage): string {
  return language === DEFAULT_LANGUAGE
    ? `${publicUrl}${path}`
    : `${publicUrl}${path}?lang=${language}`;
}

/** The page at `path` in every language, the default language's address standing for the rest. */
export function pageAlternates(publicUrl: string, path: string): PageAlternates {
  const byLanguage = Object.fromEntries(
    SHARE_LANGUAGES.map((language) => [language, pageUrl(publicUrl, path, language)]),
  ) as Record<ShareLanguage, string>;
  return { ...byLanguage, 'x-default': byLanguage[DEFAULT_LANGUAGE] };
}
