import { showPageAddresses } from '../page-addresses';

/** The head as the server writes it for a car's page (api/src/lib/site/share-tags.ts). */
function serverHead(origin: string, path: string): void {
  document.head.innerHTML = [
    `<link rel="canonical" href="${origin}${path}">`,
    `<link rel="alternate" hreflang="uk" href="${origin}${path}">`,
    `<link rel="alternate" hreflang="en" href="${origin}${path}?lang=en">`,
    `<link rel="alternate" hreflang="x-default" href="${origin}${path}">`,
    `<meta property="og:url" content="${origin}${path}">`,
    '<script type="application/ld+json">{"@type":"Car"}</script>',
  ].join('');
}

const href = (selector: string) => document.head.querySelector(selector)?.getAttribute('href');

describe('the head addresses after a navigation in the browser', () => {
  it("name the page on screen, on the site's public address, with no query but the language", () => {
    serverHead('https://carclub.example', '/u/ann/car/golf');
    showPageAddresses(document, '/cars', 'uk');
    expect(href('link[rel="canonical"]')).toBe('https://carclub.example/cars');
    expect(href('link[hreflang="uk"]')).toBe('https://carclub.example/cars');
    expect(href('link[hreflang="en"]')).toBe('https://carclub.example/cars?lang=en');
    expect(href('link[hreflang="x-default"]')).toBe('https://carclub.example/cars');
    expect(document.head.querySelector('meta[property="og:url"]')?.getAttribute('content')).toBe(
      'https://carclub.example/cars',
    );
  });

  it('name the English page for an English reader', () => {
    serverHead('https://carclub.example', '/cars');
    showPageAddresses(document, '/u/ann', 'en');
    expect(href('link[rel="canonical"]')).toBe('https://carclub.example/u/ann?lang=en');
    expect(href('link[hreflang="uk"]')).toBe('https://carclub.example/u/ann');
  });

  it('drop the JSON-LD of the page left, which described another car or member', () => {
    serverHead('https://carclub.example', '/u/ann/car/golf');
    showPageAddresses(document, '/u/bob/car/polo', 'uk');
    expect(document.head.querySelector('script[type="application/ld+json"]')).toBeNull();
  });

  it('change nothing on a page the server wrote no addresses for', () => {
    document.head.innerHTML = '<script type="application/ld+json">{}</script>';
    showPageAddresses(document, '/cars', 'uk');
    expect(document.head.innerHTML).toBe('<script type="application/ld+json">{}</script>');
  });
});
