import { acceptedLanguage, pageLanguage } from '../../../src/lib/server-render';
import { useTestApp } from '../../support/test-app';
import { shellServerBuild } from '../../support/shell-server-build';

const INDEX_HTML =
  '<!doctype html><html lang=uk><head><meta charset=utf-8><title>CarClub</title></head>' +
  '<body><div id=root></div></body></html>';

/**
 * A shell server build that keeps each page's markup under its address alone, as a memo that
 * forgot the language would (the real one, shell/src/server/render-memo.ts, keys on it): the API
 * must ask in the request's language, and a page kept in one language must not answer another.
 */
const SHELL_CONTAINER = `
module.exports = {
  init() {},
  get() {
    return Promise.resolve(() => ({
      async createServerRenderer() {
        const kept = new Map();
        return {
          async renderPage({ url, language }) {
            const key = url + ' ' + language;
            if (!kept.has(key)) kept.set(key, '<h1>' + (language === 'en' ? 'Cars' : 'Авто') + '</h1>');
            return { rendered: true, status: 200, html: kept.get(key), stateScript: '', remote: null };
          },
        };
      },
    }));
  },
};`;

describe('site plugin: the page in the visitor language from the first byte', () => {
  const { app } = useTestApp({
    site: {
      'shell/index.html': INDEX_HTML,
      ...shellServerBuild(SHELL_CONTAINER),
      'remotes.json': '[]',
    },
    database: 'none',
  });

  const page = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...headers } });
  const heading = (html: string) => /<h1>(.*?)<\/h1>/.exec(html)?.[1];

  it("renders in the browser's language, and says so and by what", async () => {
    const uk = await page('/cars', { 'accept-language': 'uk-UA,uk;q=0.9,en;q=0.8' });
    const en = await page('/cars', { 'accept-language': 'en-US,en;q=0.9' });

    expect(heading(uk.body)).toBe('Авто');
    expect(uk.headers['content-language']).toBe('uk');
    expect(uk.body).toMatch(/^<!doctype html><html lang="uk" data-server-language="uk">/);
    // The same address right after, from an English browser: English, not the page just made.
    expect(heading(en.body)).toBe('Cars');
    expect(en.headers['content-language']).toBe('en');
    expect(en.body).toMatch(/^<!doctype html><html lang="en" data-server-language="en">/);
    // Its canonical is the English address, which crawlers are given as the English page.
    expect(en.body).toContain('<link rel="canonical" href="http://localhost:3000/cars?lang=en">');
    for (const response of [uk, en]) {
      expect(response.headers.vary).toMatch(/^accept, accept-language, cookie\b/);
    }
  });

  it('takes the address over the cookie, and the cookie over the browser', async () => {
    const addressed = await page('/cars?lang=uk', {
      cookie: 'i18nextLng=en',
      'accept-language': 'en',
    });
    const chosen = await page('/cars', { cookie: 'i18nextLng=uk', 'accept-language': 'en' });
    const defaulted = await page('/cars', { 'accept-language': 'de-DE,de;q=0.9' });

    expect(heading(addressed.body)).toBe('Авто');
    expect(heading(chosen.body)).toBe('Авто');
    expect(chosen.headers['content-language']).toBe('uk');
    expect(heading(defaulted.body)).toBe('Авто');
  });
});

describe('pageLanguage', () => {
  it.each([
    [{ lang: 'en' }, 'i18nextLng=uk', 'uk', 'en'],
    [{}, 'theme=dark; i18nextLng=en', 'uk', 'en'],
    [{}, 'theme=dark', 'en-GB,en;q=0.9', 'en'],
    [{}, 'i18nextLng=fr', 'de,en;q=0.5', 'en'],
    [{ lang: 'de' }, undefined, 'uk', 'uk'],
    [{}, undefined, undefined, 'uk'],
  ])('reads %j, the cookie %s and Accept-Language %s as %s', (query, cookie, accept, language) => {
    expect(pageLanguage(query, cookie, accept)).toBe(language);
  });
});

describe('acceptedLanguage', () => {
  it.each([
    ['en-US,en;q=0.9,uk;q=0.8', 'en'],
    ['uk-UA,uk;q=0.9,en-US;q=0.8,en;q=0.7', 'uk'],
    // Weights decide, not the order; equal weights go to the first listed.
    ['en;q=0.5, uk;q=0.8', 'uk'],
    ['EN-us ; Q=1 , uk;q=1', 'en'],
    ['ru-RU,ru;q=0.9,en;q=0.1', 'en'],
    // Refused, unsupported, malformed or a wildcard: no language of ours.
    ['en;q=0, de', undefined],
    ['*', undefined],
    ['en;q=abc', undefined],
    ['', undefined],
    [undefined, undefined],
  ])('reads %j as %s', (header, language) => {
    expect(acceptedLanguage(header)).toBe(language);
  });

  it('reads a huge header in time linear in its length', () => {
    expect(acceptedLanguage(`${'x;q=0.1,'.repeat(100_000)}en`)).toBeUndefined();
    expect(acceptedLanguage(`en${';'.repeat(100_000)}`)).toBe('en');
  });
});
