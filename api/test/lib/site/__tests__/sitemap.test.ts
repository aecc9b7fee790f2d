import {
  escapeXml,
  idRange,
  parseSitemapRangeFile,
  renderRobotsTxt,
  renderSitemap,
  renderSitemapIndex,
  SITEMAP_TARGET_PAGES,
  w3cDatetime,
} from '../../../../src/lib/site';

const PUBLIC_URL = 'https://carclub.example';

describe('idRange', () => {
  it('cuts the uuid space into equal, adjacent slices that cover all of it', () => {
    expect(idRange({ number: 1, count: 1 })).toEqual({
      first: '00000000-0000-0000-0000-000000000000',
      next: null,
    });
    expect(idRange({ number: 1, count: 4 })).toEqual({
      first: '00000000-0000-0000-0000-000000000000',
      next: '40000000-0000-0000-0000-000000000000',
    });
    expect(idRange({ number: 2, count: 4 }).first).toBe('40000000-0000-0000-0000-000000000000');
    expect(idRange({ number: 4, count: 4 })).toEqual({
      first: 'c0000000-0000-0000-0000-000000000000',
      next: null,
    });
    for (let number = 1; number < 7; number += 1) {
      expect(idRange({ number: number + 1, count: 7 }).first).toBe(
        idRange({ number, count: 7 }).next,
      );
    }
  });
});

describe('parseSitemapRangeFile', () => {
  it.each([
    ['vehicles-1-of-1.xml', { kind: 'vehicles', number: 1, count: 1 }],
    ['members-3-of-20.xml', { kind: 'members', number: 3, count: 20 }],
    ['logbook-2-of-5.xml', { kind: 'logbook', number: 2, count: 5 }],
  ])('reads %s', (file, range) => {
    expect(parseSitemapRangeFile(file)).toEqual(range);
  });

  it.each([
    'vehicles-2-of-1.xml',
    'vehicles-0-of-1.xml',
    'vehicles-01-of-2.xml',
    'vehicles-1-of-99999.xml',
    'vehicles-1.xml',
    'threads-1-of-1.xml',
    'logbook-entries-1-of-1.xml',
    'vehicles-1-of-1.xml.gz',
  ])('refuses %s', (file) => {
    expect(parseSitemapRangeFile(file)).toBeNull();
  });
});

describe('renderSitemapIndex', () => {
  it('lists the static pages, then as many ranges of each kind as its pages need', () => {
    const xml = renderSitemapIndex(PUBLIC_URL, {
      vehicles: SITEMAP_TARGET_PAGES + 1,
      members: 0,
      logbook: 1,
      posts: 1,
    });
    expect(xml).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n' +
        '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
        '<sitemap><loc>https://carclub.example/sitemaps/pages.xml</loc></sitemap>\n' +
        '<sitemap><loc>https://carclub.example/sitemaps/vehicles-1-of-2.xml</loc></sitemap>\n' +
        '<sitemap><loc>https://carclub.example/sitemaps/vehicles-2-of-2.xml</loc></sitemap>\n' +
        '<sitemap><loc>https://carclub.example/sitemaps/logbook-1-of-1.xml</loc></sitemap>\n' +
        '<sitemap><loc>https://carclub.example/sitemaps/posts-1-of-1.xml</loc></sitemap>\n' +
        '</sitemapindex>\n',
    );
  });
});

describe('renderSitemap', () => {
  it('lists each page in both languages, each naming every alternate and when it changed', () => {
    const xml = renderSitemap(PUBLIC_URL, [
      { path: '/u/Ann/car/golf', lastModified: new Date('2026-03-04T05:06:07.891Z') },
      { path: '/' },
    ]);
    const alternates = (path: string) =>
      `<xhtml:link rel="alternate" hreflang="uk" href="${PUBLIC_URL}${path}"/>` +
      `<xhtml:link rel="alternate" hreflang="en" href="${PUBLIC_URL}${path}?lang=en"/>` +
      `<xhtml:link rel="alternate" hreflang="x-default" href="${PUBLIC_URL}${path}"/>`;
    expect(xml).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n' +
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
        `<url><loc>${PUBLIC_URL}/u/Ann/car/golf</loc><lastmod>2026-03-04T05:06:07Z</lastmod>${alternates('/u/Ann/car/golf')}</url>\n` +
        `<url><loc>${PUBLIC_URL}/u/Ann/car/golf?lang=en</loc><lastmod>2026-03-04T05:06:07Z</lastmod>${alternates('/u/Ann/car/golf')}</url>\n` +
        `<url><loc>${PUBLIC_URL}/</loc>${alternates('/')}</url>\n` +
        `<url><loc>${PUBLIC_URL}/?lang=en</loc>${alternates('/')}</url>\n` +
        '</urlset>\n',
    );
  });

  it('escapes what XML reserves', () => {
    const xml = renderSitemap(`${PUBLIC_URL}/a&b`, [{ path: "/u/o'hara<x>" }]);
    expect(xml).toContain(`<loc>${PUBLIC_URL}/a&amp;b/u/o&apos;hara&lt;x&gt;</loc>`);
    expect(xml).not.toMatch(/&(?!amp;|apos;|lt;|gt;|quot;)/);
  });
});

describe('escapeXml and w3cDatetime', () => {
  it('escape the five reserved characters and write UTC to the second', () => {
    expect(escapeXml(`<a href="x">&'`)).toBe('&lt;a href=&quot;x&quot;&gt;&amp;&apos;');
    expect(w3cDatetime(new Date('2026-11-24T22:57:16.5+02:00'))).toBe('2026-11-24T20:57:16Z');
  });
});

describe('renderRobotsTxt', () => {
  it('keeps crawlers out of private areas and names the sitemap index', () => {
    const lines = renderRobotsTxt(PUBLIC_URL).split('\n');
    expect(lines[0]).toBe('User-agent: *');
    expect(lines).toEqual(
      expect.arrayContaining([
        'Allow: /',
        'Disallow: /api/',
        'Disallow: /my/',
        'Disallow: /profile',
        'Disallow: /dashboard',
        'Disallow: /edit-car/',
        'Disallow: /add-car',
        'Disallow: /reset-password',
        'Disallow: /*redirect=',
        `Sitemap: ${PUBLIC_URL}/sitemap.xml`,
      ]),
    );
    expect(lines.filter((line) => /^Disallow: \/(u|cars|legal)\b/.test(line))).toEqual([]);
  });
});
