import { localizedPageUrl as pageUrl } from '@carclub/contracts/page-paths';
import { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES, type Language } from '@carclub/i18n';

const setHref = (element: Element | null, href: string) => element?.setAttribute('href', href);

/**
 * Points the head's addresses at the page now on screen, after a navigation in the browser: the
 * server wrote them for the first page only. Chrome on Android shares a page's canonical address,
 * so a car reached from the list would otherwise be shared as the list. Its JSON-LD described the
 * first page's car or member, and goes. Titles and previews for other sites come from the server,
 * which is what their crawlers ask.
 */
export function showPageAddresses(document: Document, pathname: string, language: Language): void {
  const canonical = document.head.querySelector('link[rel="canonical"]');
  if (!canonical) return;
  // The site's public address, as the server wrote it (a proxy may stand in front of this origin).
  const origin = new URL(canonical.getAttribute('href') ?? '', document.baseURI).origin;
  const url = pageUrl(origin, pathname, language);
  setHref(canonical, url);
  document.head.querySelector('meta[property="og:url"]')?.setAttribute('content', url);
  for (const alternate of SUPPORTED_LANGUAGES) {
    setHref(
      document.head.querySelector(`link[rel="alternate"][hreflang="${alternate}"]`),
      pageUrl(origin, pathname, alternate),
    );
  }
  setHref(
    document.head.querySelector('link[rel="alternate"][hreflang="x-default"]'),
    pageUrl(origin, pathname, DEFAULT_LANGUAGE),
  );
  document.head.querySelectorAll('script[type="application/ld+json"]').forEach((script) => {
    script.remove();
  });
}
