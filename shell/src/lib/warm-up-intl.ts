/**
 * Makes a number format and plural rules of `language`, each in a task of its own, soon. The first
 * of each in a page loads ICU's data for the language (about 10 and 4 ms in desktop Chromium, four
 * times that on Lighthouse's phone); made while the page's scripts download, that cost leaves the
 * hydration of the first component that formats a count (`/cars`' list), which React cannot split.
 */
export function warmUpIntl(language: string): void {
  setTimeout(() => new Intl.NumberFormat(language).format(0), 0);
  setTimeout(() => new Intl.PluralRules(language).select(0), 0);
}
