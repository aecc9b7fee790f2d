import { DEFAULT_LANGUAGE } from '@carclub/contracts/languages';
import { localizedPageUrl } from '@carclub/contracts/page-paths';

import { SHARE_LANGUAGES, type ShareLanguage } from './share-texts';

/** What `hreflang` names: each language, and the page for a reader whose language is neither. */
export type PageAlternateLanguage = ShareLanguage | 'x-default';

/** A page's absolute address in each language, for `hreflang` links and sitemaps. */
export type PageAlternates = Record<PageAlternateLanguage, string>;

/** The page at `path` in every language, the default language's address standing for the rest. */
export function pageAlternates(publicUrl: string, path: string): PageAlternates {
  const byLanguage = Object.fromEntries(
    SHARE_LANGUAGES.map((language) => [language, localizedPageUrl(publicUrl, path, language)]),
  ) as Record<ShareLanguage, string>;
  return { ...byLanguage, 'x-default': byLanguage[DEFAULT_LANGUAGE] };
}
