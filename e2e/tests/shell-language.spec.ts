import { expect, test, type Page } from '@playwright/test';

import { signedInAccount, siteOrigin } from '../support/accounts';
import { createPublicCar, type PublicCar } from '../support/vehicles';

/**
 * Issue 29, point 1: a browser set to English or to Ukrainian gets the page in its language in
 * the HTML itself, and the page hydrates in it: no other language, not even for a moment.
 */

let car: PublicCar;

test.beforeAll(async ({ playwright }) => {
  const api = await playwright.request.newContext({ baseURL: siteOrigin });
  try {
    car = await createPublicCar(
      api,
      await signedInAccount(api, 'lang'),
      { name: 'Polyglot', mileage: 87_000 },
      1,
    );
  } finally {
    await api.dispose();
  }
});

/**
 * Every `<h1>` text and `<html lang>` the document has had from its first byte, each change
 * after the first recorded: a page that flips its language after hydration leaves two of each.
 */
async function recordLanguageChanges(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen = { headings: [] as string[], languages: [] as string[] };
    (window as unknown as { seen: typeof seen }).seen = seen;
    const note = (list: string[], value: string | null | undefined) => {
      if (value && list.at(-1) !== value) list.push(value);
    };
    new MutationObserver(() => {
      note(seen.headings, document.querySelector('h1')?.textContent);
      note(seen.languages, document.documentElement.getAttribute('lang'));
    }).observe(document, { childList: true, subtree: true, characterData: true, attributes: true });
  });
}

const seen = (page: Page) =>
  page.evaluate(() => (window as unknown as { seen: unknown }).seen) as Promise<{
    headings: string[];
    languages: string[];
  }>;

const LANGUAGES = [
  { locale: 'en-US', language: 'en', cars: 'Cars', mileage: 'Mileage' },
  { locale: 'uk-UA', language: 'uk', cars: 'Авто', mileage: 'Пробіг' },
];

for (const { locale, language, cars, mileage } of LANGUAGES) {
  test.describe(`a browser set to ${locale}`, () => {
    test.use({ locale });

    test('gets its language from the first byte, and keeps it after hydration', async ({
      page,
    }) => {
      await recordLanguageChanges(page);
      const response = await page.goto('/cars');
      // The raw HTML, before any script: in the browser's language, and labelled so.
      const html = await response!.text();
      expect(html).toContain(`<html lang="${language}"`);
      expect(html).toMatch(new RegExp(`<h1[^>]*>${cars}</h1>`));
      expect(response!.headers()['content-language']).toBe(language);
      expect(response!.headers()['vary']).toMatch(/accept-language/);
      await expect(page.locator('html')).toHaveAttribute('data-started', 'hydrated');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(cars);
      expect(await seen(page)).toEqual({ headings: [cars], languages: [language] });

      // A car's page too: its words in the HTML, the same after hydration (the record starts
      // afresh with each document).
      const carResponse = await page.goto(car.path);
      expect(await carResponse!.text()).toContain(`>${mileage}<`);
      await expect(page.locator('html')).toHaveAttribute('data-started', 'hydrated');
      await expect(page.getByRole('main')).toContainText(mileage);
      expect(await seen(page)).toEqual({ headings: ['Polyglot'], languages: [language] });
      // Nothing detected was kept as a choice: the next page follows the browser again.
      expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain(
        'i18nextLng',
      );
    });
  });
}
