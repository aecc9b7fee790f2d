import { eq } from 'drizzle-orm';

import type { LogbookEntry, Post } from '@carclub/contracts';

import { logbookEntries, users, vehicles } from '../../../src/db/schema';
import { DATABASE_TIMEOUT_MS, useTestApp } from '../../support/test-app';
import { createTestUser } from '../../support/users';
import { freshBudgets, trustMember } from '../../support/community-fixtures';
import { addEntry, entryPayload } from '../../support/logbook-fixtures';
import {
  createMember,
  createVehicle,
  type CreatedVehicle,
  type Member,
  updatePayload,
} from '../../support/vehicle-fixtures';

const INDEX_HTML =
  '<!doctype html><html lang=uk><head><meta charset=utf-8><title>CarClub</title>' +
  '<script src=/config.js></script></head><body><div id=root></div></body></html>';
const HTML = { accept: 'text/html' };
const PUBLIC_URL = 'https://carclub.example';
const W3C_DATETIME = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/;

/** Every `<loc>` of a sitemap or sitemap index. */
const locsOf = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);

interface SitemapEntry {
  lastmod: string | undefined;
  alternates: Record<string, string | undefined>;
}

/** Each `<url>` of a sitemap by its `<loc>`: its `lastmod` and its alternates by `hreflang`. */
function entriesOf(xml: string): Record<string, SitemapEntry> {
  return Object.fromEntries(
    [...xml.matchAll(/<url>(.*?)<\/url>/g)].map(([, entry = '']) => [
      /<loc>([^<]*)<\/loc>/.exec(entry)?.[1],
      {
        lastmod: /<lastmod>([^<]*)<\/lastmod>/.exec(entry)?.[1],
        alternates: Object.fromEntries(
          [
            ...entry.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]*)"\/>/g),
          ].map((link) => [link[1], link[2]]),
        ),
      },
    ]),
  );
}

/** The `<link>`s of a page's head, as `rel[ hreflang]` → href. */
const linksOf = (html: string) =>
  Object.fromEntries(
    [...html.matchAll(/<link rel="([^"]+)"(?: hreflang="([^"]+)")? href="([^"]*)">/g)].map(
      (match) => [match[2] ? `${match[1]} ${match[2]}` : match[1], match[3]],
    ),
  );

const structuredDataOf = (html: string): unknown[] =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? '') as unknown,
  );

describe('search engines: robots.txt, sitemaps and what pages tell crawlers', () => {
  const { app } = useTestApp({
    site: { 'shell/index.html': INDEX_HTML },
    env: { PUBLIC_URL },
  });
  let ann: Member;
  let boris: Member;
  let blocked: Member;
  const cars: CreatedVehicle[] = [];
  let selling: CreatedVehicle;
  let hiddenCar: CreatedVehicle;
  let blockedCar: CreatedVehicle;
  /** Public entries of public cars: the ones the logbook sitemaps list. */
  const publicEntries: { nickname: string; car: CreatedVehicle; entry: LogbookEntry }[] = [];
  let privateEntry: LogbookEntry;
  let hiddenCarEntry: LogbookEntry;
  let blockedCarEntry: LogbookEntry;
  /** Ann's published post; Boris's draft; a newcomer's held post; the blocked member's post. */
  let post: Post;
  const unlistedPosts: Post[] = [];

  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers });
  const carUrl = (nickname: string, car: CreatedVehicle) =>
    `${PUBLIC_URL}/u/${nickname}/car/${car.slug}`;
  const entryUrl = (nickname: string, car: CreatedVehicle, entry: LogbookEntry) =>
    `${carUrl(nickname, car)}/logbook/${entry.id}`;

  beforeAll(async () => {
    ann = await createMember(app, 'AnnDrives');
    boris = await createMember(app, 'Boris.K');
    blocked = await createMember(app, 'Blocked.One');
    await createTestUser(app, { nickname: 'NotYetActive', activated: false });
    for (let index = 0; index < 6; index += 1) {
      cars.push(
        await createVehicle(app, index % 2 ? ann : boris, { name: `Car ${index}`, vin: null }),
      );
    }
    selling = await createVehicle(app, ann, { name: 'For Sale', vin: null });
    const sold = await app.inject({
      method: 'PATCH',
      url: `/api/private-transport/${selling.id}`,
      headers: ann.headers,
      payload: updatePayload({ name: 'For Sale', vin: null, purchasePrice: 21_357 }),
    });
    expect(sold.statusCode).toBe(200);
    hiddenCar = await createVehicle(app, ann, { name: 'Hidden', vin: null });
    await app.db
      .update(vehicles)
      .set({ hiddenAt: new Date() })
      .where(eq(vehicles.id, hiddenCar.id));
    blockedCar = await createVehicle(app, blocked, { name: 'Blocked', vin: null });
    for (let index = 0; index < 6; index += 1) {
      const car = cars[index]!;
      publicEntries.push({
        nickname: index % 2 ? 'AnnDrives' : 'Boris.K',
        car,
        entry: await addEntry(
          app,
          index % 2 ? ann : boris,
          car.id,
          entryPayload({ title: `Entry ${index}` }),
        ),
      });
    }
    privateEntry = await addEntry(
      app,
      ann,
      cars[1]!.id,
      entryPayload({ title: 'Only me', visibility: 'private' }),
    );
    hiddenCarEntry = await addEntry(app, ann, hiddenCar.id, entryPayload());
    blockedCarEntry = await addEntry(app, blocked, blockedCar.id, entryPayload());
    const write = async (member: Member, payload: object) => {
      await freshBudgets(app, member);
      const written = await app.inject({
        method: 'POST',
        url: '/api/posts',
        headers: member.headers,
        payload,
      });
      expect(written.statusCode).toBe(201);
      return written.json<Post>();
    };
    for (const member of [ann, blocked]) await trustMember(app, member);
    post = await write(ann, {
      title: 'Clutch at last',
      body: 'Replaced the **clutch** at 120 000 km.',
      tags: ['clutch'],
      vehicleId: cars[1]!.id,
      publish: true,
    });
    unlistedPosts.push(await write(boris, { title: 'A draft' }));
    unlistedPosts.push(await write(blocked, { title: 'Blocked post', publish: true }));
    // Boris is a newcomer: his first published post waits for a moderator.
    unlistedPosts.push(await write(boris, { title: 'Held post', publish: true }));
    await app.db
      .update(users)
      .set({ restrictions: ['blocked'] })
      .where(eq(users.id, blocked.id));
  }, DATABASE_TIMEOUT_MS);

  describe('/robots.txt', () => {
    it('lets crawlers read the public pages, not the private ones, and names the sitemap', async () => {
      const response = await get('/robots.txt');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(response.headers['cache-control']).toBe('public, max-age=3600');
      const lines = response.body.split('\n');
      expect(lines).toEqual(
        expect.arrayContaining([
          'User-agent: *',
          'Disallow: /api/',
          'Disallow: /my/',
          'Disallow: /dashboard',
          `Sitemap: ${PUBLIC_URL}/sitemap.xml`,
        ]),
      );
    });
  });

  describe('/sitemap.xml', () => {
    it('is an index of the static pages, the cars and the members', async () => {
      const response = await get('/sitemap.xml');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
      expect(response.headers['cache-control']).toBe('public, max-age=3600');
      expect(response.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex /);
      expect(locsOf(response.body)).toEqual([
        `${PUBLIC_URL}/sitemaps/pages.xml`,
        `${PUBLIC_URL}/sitemaps/vehicles-1-of-1.xml`,
        `${PUBLIC_URL}/sitemaps/members-1-of-1.xml`,
        `${PUBLIC_URL}/sitemaps/logbook-1-of-1.xml`,
        `${PUBLIC_URL}/sitemaps/posts-1-of-1.xml`,
      ]);
    });

    it('lists every sitemap it names', async () => {
      for (const loc of locsOf((await get('/sitemap.xml')).body)) {
        const response = await get(new URL(loc ?? '').pathname);
        expect(response.statusCode).toBe(200);
        expect(response.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset /);
      }
    });
  });

  describe('the sitemaps', () => {
    it('list the static public pages in both languages', async () => {
      const response = await get('/sitemaps/pages.xml');
      expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
      const entries = entriesOf(response.body);
      expect(Object.keys(entries)).toEqual(
        expect.arrayContaining([
          `${PUBLIC_URL}/`,
          `${PUBLIC_URL}/?lang=en`,
          `${PUBLIC_URL}/cars`,
          `${PUBLIC_URL}/cars?lang=en`,
          `${PUBLIC_URL}/legal/privacy`,
          `${PUBLIC_URL}/legal/site-rules?lang=en`,
        ]),
      );
      expect(entries[`${PUBLIC_URL}/cars?lang=en`]?.alternates).toEqual({
        uk: `${PUBLIC_URL}/cars`,
        en: `${PUBLIC_URL}/cars?lang=en`,
        'x-default': `${PUBLIC_URL}/cars`,
      });
    });

    it("list every public car, in both languages, with when it last changed, but no hidden car or blocked member's", async () => {
      const entries = entriesOf((await get('/sitemaps/vehicles-1-of-1.xml')).body);
      const visible = [
        ...cars.map((car, index) => carUrl(index % 2 ? 'AnnDrives' : 'Boris.K', car)),
        carUrl('AnnDrives', selling),
      ];
      expect(Object.keys(entries).sort()).toEqual(
        [...visible, ...visible.map((url) => `${url}?lang=en`)].sort(),
      );
      expect(Object.keys(entries).join()).not.toContain(hiddenCar.slug);
      expect(Object.keys(entries).join()).not.toContain('Blocked.One');

      const [row] = await app.db
        .select({ updatedAt: vehicles.updatedAt })
        .from(vehicles)
        .where(eq(vehicles.id, selling.id));
      const entry = entries[carUrl('AnnDrives', selling)];
      expect(entry?.lastmod).toMatch(W3C_DATETIME);
      expect(entry?.lastmod).toBe(row!.updatedAt.toISOString().replace(/\.\d{3}Z$/, 'Z'));
      expect(entry?.alternates).toEqual({
        uk: carUrl('AnnDrives', selling),
        en: `${carUrl('AnnDrives', selling)}?lang=en`,
        'x-default': carUrl('AnnDrives', selling),
      });
    });

    it('split the cars by id into ranges that together list each car once', async () => {
      const all = Object.keys(entriesOf((await get('/sitemaps/vehicles-1-of-1.xml')).body));
      const first = Object.keys(entriesOf((await get('/sitemaps/vehicles-1-of-2.xml')).body));
      const second = Object.keys(entriesOf((await get('/sitemaps/vehicles-2-of-2.xml')).body));
      expect([...first, ...second].sort()).toEqual([...all].sort());
      expect(first.filter((url) => second.includes(url))).toEqual([]);
      const firstHalf = [...cars, selling].filter((car) => car.id < '8');
      for (const car of firstHalf) {
        expect(first.join()).toContain(car.slug);
      }
      expect(first).toHaveLength(firstHalf.length * 2);
    });

    it('list every member with a public page: not the blocked nor those not yet activated', async () => {
      const entries = entriesOf((await get('/sitemaps/members-1-of-1.xml')).body);
      expect(Object.keys(entries).sort()).toEqual(
        [
          `${PUBLIC_URL}/u/AnnDrives`,
          `${PUBLIC_URL}/u/AnnDrives?lang=en`,
          `${PUBLIC_URL}/u/Boris.K`,
          `${PUBLIC_URL}/u/Boris.K?lang=en`,
        ].sort(),
      );
      for (const entry of Object.values(entries)) expect(entry.lastmod).toMatch(W3C_DATETIME);
    });

    it("date a member's page by the latest change of their profile or of a public car", async () => {
      const later = new Date(Date.now() + 3_600_000);
      await app.db.update(vehicles).set({ updatedAt: later }).where(eq(vehicles.id, cars[1]!.id));
      const entries = entriesOf((await get('/sitemaps/members-1-of-1.xml')).body);
      expect(entries[`${PUBLIC_URL}/u/AnnDrives`]?.lastmod).toBe(
        later.toISOString().replace(/\.\d{3}Z$/, 'Z'),
      );
      // A hidden car is no part of the page, so it does not date it.
      const latest = new Date(Date.now() + 7_200_000);
      await app.db.update(vehicles).set({ updatedAt: latest }).where(eq(vehicles.id, hiddenCar.id));
      const again = entriesOf((await get('/sitemaps/members-1-of-1.xml')).body);
      expect(again[`${PUBLIC_URL}/u/AnnDrives`]?.lastmod).toBe(
        later.toISOString().replace(/\.\d{3}Z$/, 'Z'),
      );
    });

    it("list every public entry of a public car, dated by the entry, but no private one, nor a hidden car's or a blocked member's", async () => {
      const entries = entriesOf((await get('/sitemaps/logbook-1-of-1.xml')).body);
      const visible = publicEntries.map(({ nickname, car, entry }) =>
        entryUrl(nickname, car, entry),
      );
      expect(Object.keys(entries).sort()).toEqual(
        [...visible, ...visible.map((url) => `${url}?lang=en`)].sort(),
      );
      for (const left of [privateEntry, hiddenCarEntry, blockedCarEntry]) {
        expect(Object.keys(entries).join()).not.toContain(left.id);
      }

      const { nickname, car, entry } = publicEntries[1]!;
      const later = new Date(Date.now() + 3_600_000);
      await app.db
        .update(logbookEntries)
        .set({ updatedAt: later })
        .where(eq(logbookEntries.id, entry.id));
      const url = entryUrl(nickname, car, entry);
      const again = entriesOf((await get('/sitemaps/logbook-1-of-1.xml')).body)[`${url}?lang=en`];
      expect(again?.lastmod).toBe(later.toISOString().replace(/\.\d{3}Z$/, 'Z'));
      expect(again?.alternates).toEqual({ uk: url, en: `${url}?lang=en`, 'x-default': url });
      // The listed address is the one the entry's own page names as canonical.
      const page = await get(`/u/anndrives/car/${car.slug}/logbook/${entry.id}?lang=en`, HTML);
      expect(page.statusCode).toBe(200);
      expect(linksOf(page.body)).toMatchObject({
        canonical: `${url}?lang=en`,
        'alternate uk': url,
      });
    });

    it('list every public post, in both languages, but no draft, held or blocked member’s post', async () => {
      const listed = entriesOf((await get('/sitemaps/posts-1-of-1.xml')).body);
      const url = `${PUBLIC_URL}/u/AnnDrives/posts/${post.slug}`;
      expect(Object.keys(listed).sort()).toEqual([url, `${url}?lang=en`]);
      expect(listed[url]?.alternates).toEqual({ uk: url, en: `${url}?lang=en`, 'x-default': url });
      for (const left of unlistedPosts) expect(Object.keys(listed).join()).not.toContain(left.slug);
    });

    it('split the entries by id into ranges that together list each public entry once', async () => {
      const all = Object.keys(entriesOf((await get('/sitemaps/logbook-1-of-1.xml')).body));
      const first = Object.keys(entriesOf((await get('/sitemaps/logbook-1-of-2.xml')).body));
      const second = Object.keys(entriesOf((await get('/sitemaps/logbook-2-of-2.xml')).body));
      expect([...first, ...second].sort()).toEqual([...all].sort());
      expect(first.filter((url) => second.includes(url))).toEqual([]);
      const firstHalf = publicEntries.filter(({ entry }) => entry.id < '8');
      expect(first.sort()).toEqual(
        firstHalf
          .map(({ nickname, car, entry }) => entryUrl(nickname, car, entry))
          .flatMap((url) => [url, `${url}?lang=en`])
          .sort(),
      );
    });

    it.each([
      '/sitemaps/vehicles-2-of-1.xml',
      '/sitemaps/logbook-3-of-2.xml',
      '/sitemaps/members-3-of-2.xml',
      '/sitemaps/vehicles-0-of-1.xml',
      '/sitemaps/vehicles-1.xml',
      '/sitemaps/threads-1-of-1.xml',
      '/sitemaps/posts-2-of-1.xml',
      '/sitemaps/nothing',
    ])('answer %s, past the end or no sitemap at all, with 404', async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
    });
  });

  describe("a page's head", () => {
    it("gives a car's page its canonical address, its languages and its Car with an offer", async () => {
      const response = await get(`/u/anndrives/car/${selling.slug}?lang=en&utm_source=x`, HTML);
      expect(response.statusCode).toBe(200);
      const url = carUrl('AnnDrives', selling);
      expect(linksOf(response.body)).toEqual({
        canonical: `${url}?lang=en`,
        'alternate uk': url,
        'alternate en': `${url}?lang=en`,
        'alternate x-default': url,
      });
      const [car, ...more] = structuredDataOf(response.body);
      expect(more).toEqual([]);
      expect(car).toMatchObject({
        '@context': 'https://schema.org',
        '@type': 'Car',
        name: 'For Sale (2019 Volkswagen Golf)',
        brand: { '@type': 'Brand', name: 'Volkswagen' },
        model: 'Golf',
        vehicleModelDate: '2019',
        fuelType: 'Petrol',
        vehicleTransmission: 'Manual',
        driveWheelConfiguration: 'https://schema.org/FrontWheelDriveConfiguration',
        mileageFromOdometer: { '@type': 'QuantitativeValue', value: 52_000, unitCode: 'KMT' },
        url: `${url}?lang=en`,
        offers: { '@type': 'Offer', availability: 'https://schema.org/InStock' },
      });
      // What the owner paid is theirs alone.
      expect(response.body).not.toContain('21357');
    });

    it("gives a post's page its tags and its DiscussionForumPosting, in each language", async () => {
      const url = `${PUBLIC_URL}/u/AnnDrives/posts/${post.slug}`;
      const response = await get(`/u/anndrives/posts/${post.slug}?lang=en`, HTML);
      // Under the nickname as its member spells it.
      expect(response.statusCode).toBe(301);
      expect(response.headers.location).toBe(`/u/AnnDrives/posts/${post.slug}?lang=en`);
      const page = await get(`/u/AnnDrives/posts/${post.slug}?lang=en`, HTML);
      expect(page.statusCode).toBe(200);
      expect(linksOf(page.body)).toEqual({
        canonical: `${url}?lang=en`,
        'alternate uk': url,
        'alternate en': `${url}?lang=en`,
        'alternate x-default': url,
      });
      expect(page.body).toContain('<title>Clutch at last · AnnDrives · CarClub</title>');
      expect(page.body).toContain('content="Replaced the clutch at 120 000 km."');
      expect(structuredDataOf(page.body)).toEqual([
        expect.objectContaining({
          '@type': 'DiscussionForumPosting',
          headline: 'Clutch at last',
          url: `${url}?lang=en`,
          author: {
            '@type': 'Person',
            name: 'AnnDrives',
            url: `${PUBLIC_URL}/u/AnnDrives?lang=en`,
          },
          datePublished: post.publishedAt,
          keywords: 'clutch',
          about: expect.objectContaining({ '@type': 'Car' }) as unknown,
          interactionStatistic: [
            expect.objectContaining({ interactionType: 'https://schema.org/CommentAction' }),
            expect.objectContaining({ interactionType: 'https://schema.org/LikeAction' }),
          ],
        }),
      ]);
      const uk = await get(`/u/AnnDrives/posts/${post.slug}`, HTML);
      expect(uk.body).toContain('<html lang="uk"');
      for (const left of unlistedPosts) {
        const hidden = await get(`/u/${left.author.nickname}/posts/${left.slug}`, HTML);
        expect(hidden.statusCode).toBe(404);
      }
    });

    it('makes no offer for a car that is not for sale', async () => {
      const response = await get(`/u/Boris.K/car/${cars[0]!.slug}`, HTML);
      const [car] = structuredDataOf(response.body);
      expect(car).toMatchObject({ '@type': 'Car', name: 'Car 0 (Volkswagen Golf 2019)' });
      expect(car).not.toHaveProperty('offers');
    });

    it("gives a member's page its canonical address, its languages and its Person", async () => {
      const response = await get('/u/Boris.K', HTML);
      expect(response.statusCode).toBe(200);
      const url = `${PUBLIC_URL}/u/Boris.K`;
      expect(linksOf(response.body)).toEqual({
        canonical: url,
        'alternate uk': url,
        'alternate en': `${url}?lang=en`,
        'alternate x-default': url,
      });
      expect(structuredDataOf(response.body)).toEqual([
        expect.objectContaining({
          '@type': 'ProfilePage',
          mainEntity: expect.objectContaining({
            '@type': 'Person',
            alternateName: 'Boris.K',
            url,
          }) as unknown,
        }),
      ]);
    });

    it('names every other page at its address without the query, in its language', async () => {
      const response = await get('/cars?fuelType=diesel&lang=en&page=3', HTML);
      expect(linksOf(response.body)).toEqual({
        canonical: `${PUBLIC_URL}/cars?lang=en`,
        'alternate uk': `${PUBLIC_URL}/cars`,
        'alternate en': `${PUBLIC_URL}/cars?lang=en`,
        'alternate x-default': `${PUBLIC_URL}/cars`,
      });
      expect(structuredDataOf(response.body)).toEqual([]);
      // Ukrainian asked for by name is the default language's bare address.
      const uk = await get('/cars?lang=uk', HTML);
      expect(linksOf(uk.body).canonical).toBe(`${PUBLIC_URL}/cars`);
      const login = await get('/login?redirect=%2Fmy%2Fcars', HTML);
      expect(linksOf(login.body).canonical).toBe(`${PUBLIC_URL}/login`);
    });

    it("keeps a blocked member's page and a hidden car's page out, as 404s without their data", async () => {
      for (const url of ['/u/Blocked.One', `/u/Blocked.One/car/${blockedCar.slug}`]) {
        const response = await get(url, HTML);
        expect(response.statusCode).toBe(404);
        expect(structuredDataOf(response.body)).toEqual([]);
      }
      const hidden = await get(`/u/AnnDrives/car/${hiddenCar.slug}`, HTML);
      expect(hidden.statusCode).toBe(404);
      expect(hidden.body).not.toContain('Hidden');
    });
  });
});
