import {
  excerpt,
  injectShareTags,
  logbookEntryShareTags,
  pageShareTags,
  shareLanguage,
  type ShareVehicle,
  storyText,
  vehicleShareTags,
  vehicleTitle,
} from '../../../../src/lib/site';

/** The shell's index.html as the production build minifies it (attribute quotes dropped). */
const BUILT_INDEX =
  '<!doctype html><html lang=uk><head><meta charset=utf-8><meta name=viewport content="width=device-width,initial-scale=1">' +
  '<meta name=description content="CarClub — спільнота автолюбителів: гараж, фото, історії ваших авто.">' +
  '<meta name=theme-color content=#0f172a><title>CarClub</title><link rel=icon href=/favicon.svg type=image/svg+xml>' +
  '<script src=/theme-init.js></script><script src=/config.js></script><link href=/static/main.fb9c5fe8.css rel=stylesheet>' +
  '</head><body><noscript>CarClub needs JavaScript.</noscript><div id=root></div><script defer src=/static/main.98d8fa39.js></script></body></html>';

const PUBLIC_URL = 'https://carclub.example';

const golf: ShareVehicle = {
  name: 'Blue Thunder',
  year: 2012,
  description: 'Bought in Lviv.\n\nNew clutch in 2023.',
  status: 'selling',
  slug: 'blue-thunder-2012',
  nickname: 'Ann.K',
  manufacturer: { name: 'Volkswagen', locales: { uk: 'Фольксваген' } },
  model: { name: 'Golf', locales: {} },
  bodyType: { name: 'Hatchback', locales: { uk: 'Хетчбек' } },
  color: { name: 'Blue', locales: { uk: 'Синій' } },
  fuelType: 'diesel',
  transmission: 'manual',
  driveType: 'front',
  mileage: 182_000,
  vin: null,
  image: { url: '/media/vehicles/v1/photo.webp', width: 2560, height: 1440 },
};

/** The `<link>`s we wrote, as `rel[ hreflang]` → href. */
const linksOf = (html: string) =>
  Object.fromEntries(
    [...html.matchAll(/<link rel="([^"]+)"(?: hreflang="([^"]+)")? href="([^"]*)">/g)].map(
      (match) => [match[2] ? `${match[1]} ${match[2]}` : match[1], match[3]],
    ),
  );

const tagsOf = (html: string) =>
  Object.fromEntries(
    [...html.matchAll(/<meta (?:name|property)="([^"]+)" content="([^"]*)">/g)].map((match) => [
      match[1],
      match[2],
    ]),
  );

describe('excerpt', () => {
  it('keeps short text, on one line', () => {
    expect(excerpt('Bought in Lviv.\n\n  New clutch.')).toBe('Bought in Lviv. New clutch.');
  });

  it('cuts long text at a word, within the limit, with an ellipsis', () => {
    const text = 'word '.repeat(50);
    const cut = excerpt(text, 32);
    expect(Array.from(cut).length).toBeLessThanOrEqual(32);
    expect(cut).toMatch(/^(word )+word…$/);
  });

  it('never splits a character made of two code units', () => {
    expect(excerpt('🚗'.repeat(20), 10)).toBe(`${'🚗'.repeat(9)}…`);
  });
});

describe('storyText', () => {
  it.each([
    [
      'a link, its address gone',
      'See [the manual](https://example.com/manual).',
      'See the manual.',
    ],
    [
      'a link whose address holds parentheses',
      'Read [click](javascript:alert(1)) and [Golf](https://en.wikipedia.org/wiki/Golf_(car)) now',
      'Read click and Golf now',
    ],
    ['an image', '![front](/media/a.jpg) after', 'front after'],
    ['a heading, a list and a quote', '# Service\n- oil\n> done', 'Service\noil\ndone'],
    ['emphasis', '**bold**, *it*, _under_ and ~~gone~~ `code`', 'bold, it, under and gone code'],
    [
      'underscores inside words kept',
      'Changed the oil_filter and __air_filter__',
      'Changed the oil_filter and air_filter',
    ],
  ])('takes the marks out of %s', (_, markdown, text) => {
    expect(storyText(markdown)).toBe(text);
  });

  // Each of these once made a pattern rescan the rest of the story from every mark (20,000 `[`
  // held a process ~250 ms per view). The lint's regexp/no-super-linear-* rules keep such patterns
  // out; these hold what the linear ones must still say.
  it.each([
    ['20,000 `[`', '['.repeat(20_000), '['.repeat(20_000)],
    ['20,000 unclosed link starts', '[a]('.repeat(20_000), '[a]('.repeat(20_000)],
    ['a link after 20,000 `[`', `${'['.repeat(20_000)}[x](y)`, `${'['.repeat(20_000)}x`],
    ['20,000 underscores', `${'_'.repeat(20_000)}a`, 'a'],
    ['underscores doubled inside a word', 'oil__filter', 'oil__filter'],
  ])('reads a story of %s', (_, markdown, text) => {
    expect(storyText(markdown)).toBe(text);
  });

  it('gives a story of 20,000 `[` a preview of its first characters', () => {
    const tags = logbookEntryShareTags(
      golf,
      { id: 'e1', title: 'Service', date: '2024-05-01', story: '['.repeat(20_000) },
      'en',
      PUBLIC_URL,
    );
    expect(tags.description).toBe(`${'['.repeat(159)}…`);
  });
});

describe('shareLanguage', () => {
  it.each([
    ['en', 'en'],
    ['uk', 'uk'],
    [undefined, 'uk'],
    ['de', 'uk'],
    [['en', 'uk'], 'uk'],
  ])('%j → %s', (lang, expected) => {
    expect(shareLanguage(lang)).toBe(expected);
  });
});

describe('vehicleTitle', () => {
  it.each([
    ['Blue Thunder', 'Blue Thunder (2012 Volkswagen Golf)'],
    ['Golf', '2012 Volkswagen Golf'],
    ['volkswagen  golf', '2012 Volkswagen Golf'],
    ['2012 Volkswagen Golf', '2012 Volkswagen Golf'],
  ])('names %j as %j', (name, expected) => {
    expect(vehicleTitle(name, '2012 Volkswagen Golf', 'Volkswagen', 'Golf')).toBe(expected);
  });
});

describe('vehicleShareTags', () => {
  it('describes the car in Ukrainian by default, with the reference names in Ukrainian', () => {
    const tags = vehicleShareTags(golf, 'uk', PUBLIC_URL);
    expect(tags).toEqual({
      language: 'uk',
      documentTitle: 'Blue Thunder (Volkswagen Golf 2012) · Ann.K · CarClub',
      title: 'Blue Thunder (Volkswagen Golf 2012)',
      description:
        'Volkswagen Golf 2012 · продається. Гараж Ann.K на CarClub. Bought in Lviv. New clutch in 2023.',
      url: 'https://carclub.example/u/Ann.K/car/blue-thunder-2012',
      alternates: {
        uk: 'https://carclub.example/u/Ann.K/car/blue-thunder-2012',
        en: 'https://carclub.example/u/Ann.K/car/blue-thunder-2012?lang=en',
        'x-default': 'https://carclub.example/u/Ann.K/car/blue-thunder-2012',
      },
      image: {
        url: 'https://carclub.example/media/vehicles/v1/photo.webp',
        type: 'image/webp',
        width: 2560,
        height: 1440,
        alt: 'Blue Thunder, Volkswagen Golf 2012',
      },
      structuredData: expect.objectContaining({ '@type': 'Car' }) as unknown,
    });
  });

  it('describes the car in English, and leaves out what is not known', () => {
    const tags = vehicleShareTags(
      {
        ...golf,
        status: 'active',
        description: null,
        image: { url: 'https://cdn.example/p.webp', width: null, height: null },
      },
      'en',
      PUBLIC_URL,
    );
    expect(tags.description).toBe("2012 Volkswagen Golf. In Ann.K's garage on CarClub.");
    expect(tags.image).toEqual({
      url: 'https://cdn.example/p.webp',
      type: 'image/webp',
      alt: 'Blue Thunder, 2012 Volkswagen Golf',
    });
  });

  it("falls back to the site's picture for a car without photos", () => {
    const tags = vehicleShareTags({ ...golf, image: null }, 'en', PUBLIC_URL);
    expect(tags.image).toMatchObject({
      url: 'https://carclub.example/share-image.png',
      width: 1200,
      height: 630,
    });
  });

  it('encodes the nickname and slug in the address', () => {
    const tags = vehicleShareTags({ ...golf, nickname: 'a b', slug: 'x/y' }, 'uk', PUBLIC_URL);
    expect(tags.url).toBe('https://carclub.example/u/a%20b/car/x%2Fy');
  });

  it('is at its English address in English, the Ukrainian one being the default', () => {
    const tags = vehicleShareTags(golf, 'en', PUBLIC_URL);
    expect(tags.url).toBe('https://carclub.example/u/Ann.K/car/blue-thunder-2012?lang=en');
    expect(tags.alternates['x-default']).toBe(
      'https://carclub.example/u/Ann.K/car/blue-thunder-2012',
    );
  });
});

describe('injectShareTags', () => {
  it('replaces the title and description of the built index.html, keeping everything else', () => {
    const html = injectShareTags(BUILT_INDEX, vehicleShareTags(golf, 'en', PUBLIC_URL));
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/name="?description/g)).toHaveLength(1);
    expect(html).toContain('<title>Blue Thunder (2012 Volkswagen Golf) · Ann.K · CarClub</title>');
    expect(html).toMatch(
      /^<!doctype html><html lang="en" data-server-language="en"><head><meta charset=utf-8>/,
    );
    expect(html).toContain('<meta name=theme-color content=#0f172a>');
    expect(linksOf(html)).toEqual({
      canonical: 'https://carclub.example/u/Ann.K/car/blue-thunder-2012?lang=en',
      'alternate uk': 'https://carclub.example/u/Ann.K/car/blue-thunder-2012',
      'alternate en': 'https://carclub.example/u/Ann.K/car/blue-thunder-2012?lang=en',
      'alternate x-default': 'https://carclub.example/u/Ann.K/car/blue-thunder-2012',
    });
    expect(html).toContain(
      '<script src=/theme-init.js></script><script src=/config.js></script><link href=/static/main.fb9c5fe8.css rel=stylesheet></head>',
    );
    expect(html).toMatch(/<body><noscript>.*<\/body><\/html>$/);
    // Our tags, as written (escaped); the shell's own unquoted viewport and theme-color stay.
    const summary =
      '2012 Volkswagen Golf · for sale. In Ann.K&#39;s garage on CarClub. Bought in Lviv. New clutch in 2023.';
    expect(tagsOf(html)).toEqual({
      description: summary,
      'og:type': 'website',
      'og:site_name': 'CarClub',
      'og:title': 'Blue Thunder (2012 Volkswagen Golf)',
      'og:description': summary,
      'og:url': 'https://carclub.example/u/Ann.K/car/blue-thunder-2012?lang=en',
      'og:locale': 'en_US',
      'og:locale:alternate': 'uk_UA',
      'og:image': 'https://carclub.example/media/vehicles/v1/photo.webp',
      'og:image:type': 'image/webp',
      'og:image:width': '2560',
      'og:image:height': '1440',
      'og:image:alt': 'Blue Thunder, 2012 Volkswagen Golf',
      'twitter:card': 'summary_large_image',
    });
  });

  it('escapes every value it puts into the page', () => {
    const html = injectShareTags(
      BUILT_INDEX,
      vehicleShareTags(
        {
          ...golf,
          name: '</title><script>alert(1)</script>',
          description: '"><img src=x onerror=alert(2)>',
          nickname: "o'hara",
        },
        'en',
        PUBLIC_URL,
      ),
    );
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<img');
    expect(html).toContain(
      '<title>&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt; (2012 Volkswagen Golf) · o&#39;hara · CarClub</title>',
    );
    expect(html).toContain('&quot;&gt;&lt;img src=x onerror=alert(2)&gt;');
  });

  it('adds the tags before </head> and a lang to an index.html without a title', () => {
    const html = injectShareTags(
      '<!doctype html><html><head><script src="/config.js"></script></head><body></body></html>',
      pageShareTags('/', 'uk', PUBLIC_URL),
    );
    expect(html).toMatch(
      /^<!doctype html><html lang="uk" data-server-language="uk"><head><script src="\/config.js"><\/script><title>CarClub<\/title>.*<\/head><body><\/body><\/html>$/,
    );
  });
});

describe('pageShareTags', () => {
  it("gives every page the site's tags, at its own address", () => {
    expect(pageShareTags('/my/cars/', 'uk', PUBLIC_URL)).toEqual({
      language: 'uk',
      documentTitle: 'CarClub',
      title: 'CarClub',
      description: 'CarClub — спільнота автолюбителів: гараж, фото, історії ваших авто.',
      url: 'https://carclub.example/my/cars',
      alternates: {
        uk: 'https://carclub.example/my/cars',
        en: 'https://carclub.example/my/cars?lang=en',
        'x-default': 'https://carclub.example/my/cars',
      },
      image: {
        url: 'https://carclub.example/share-image.png',
        type: 'image/png',
        width: 1200,
        height: 630,
        alt: 'CarClub — спільнота автолюбителів',
      },
    });
  });

  it('names /cars in the language asked for', () => {
    expect(pageShareTags('/cars', 'en', PUBLIC_URL)).toMatchObject({
      documentTitle: 'Cars · CarClub',
      title: 'Cars · CarClub',
      url: 'https://carclub.example/cars?lang=en',
    });
    expect(pageShareTags('/cars', 'uk', PUBLIC_URL).title).toBe('Авто · CarClub');
  });
});
