import type { PublicVehicle, VehicleGallery } from '@carclub/contracts';
import { FIXTURE_VIN } from '@carclub/testing/fixtures';
import sharp from 'sharp';

import { loadShareVehicle, shareVehicleOf } from '../../../src/lib/site';
import { jpegBuffer, multipartBody } from '../../support/images';
import { DATABASE_TIMEOUT_MS, useTestApp } from '../../support/test-app';
import {
  createMember,
  createVehicle,
  type CreatedVehicle,
  type Member,
  updatePayload,
} from '../../support/vehicle-fixtures';

/** The shell's index.html as the production build writes it. */
const INDEX_HTML =
  '<!doctype html><html lang=uk><head><meta charset=utf-8>' +
  '<meta name=description content="CarClub — спільнота автолюбителів: гараж, фото, історії ваших авто.">' +
  '<title>CarClub</title><script src=/theme-init.js></script><script src=/config.js></script></head>' +
  '<body><div id=root></div><script defer src=/static/main.98d8fa39.js></script></body></html>';
const HTML = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };
const PUBLIC_URL = 'https://carclub.example';

/** The content of each `<meta>` we wrote, by name or property, unescaped. */
function metaTags(html: string): Record<string, string> {
  const unescape = (value: string) =>
    value
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&');
  return Object.fromEntries(
    [...html.matchAll(/<meta (?:name|property)="([^"]+)" content="([^"]*)">/g)].map((match) => [
      match[1],
      unescape(match[2] ?? ''),
    ]),
  );
}

const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

describe('site plugin: link preview tags', () => {
  const { app } = useTestApp({
    site: { 'shell/index.html': INDEX_HTML },
    env: { PUBLIC_URL },
  });
  let ann: Member;
  let golf: CreatedVehicle;
  let golfPhoto: string;
  let previewed: CreatedVehicle;
  let previewUrl: string;
  let bare: CreatedVehicle;
  let hostile: CreatedVehicle;

  const page = (url: string, headers: Record<string, string> = HTML) =>
    app.inject({ method: 'GET', url, headers });

  async function upload(vehicle: CreatedVehicle, kind: 'preview' | 'gallery', data: Buffer) {
    const body = multipartBody([{ field: kind === 'preview' ? 'file' : 'files', data }]);
    const response = await app.inject({
      method: 'POST',
      url: `/api/private-transport/${vehicle.id}/${kind}`,
      headers: { ...ann.headers, ...body.headers },
      payload: body.payload,
    });
    expect(response.statusCode).toBeLessThan(300);
    return response.json<unknown>();
  }

  beforeAll(async () => {
    ann = await createMember(app, 'AnnDrives');

    golf = await createVehicle(app, ann, {
      name: 'Blue Thunder',
      description: 'Bought in Lviv.\nNew clutch in 2023.',
    });
    const edited = await app.inject({
      method: 'PATCH',
      url: `/api/private-transport/${golf.id}`,
      headers: ann.headers,
      payload: updatePayload({
        name: 'Blue Thunder',
        description: 'Bought in Lviv.\nNew clutch in 2023.',
        purchasePrice: 21_357,
        currentValue: 19_864,
        purchaseDate: '2021-05-14',
      }),
    });
    expect(edited.statusCode).toBe(200);
    const gallery = (await upload(
      golf,
      'gallery',
      await jpegBuffer({ width: 320, height: 180 }),
    )) as VehicleGallery;
    golfPhoto = gallery.images[0]!.url;

    previewed = await createVehicle(app, ann, { name: 'Weekend car', year: 1998 });
    previewUrl = ((await upload(previewed, 'preview', await jpegBuffer())) as { url: string }).url;
    await upload(previewed, 'gallery', await jpegBuffer({ width: 100, height: 100 }));

    bare = await createVehicle(app, ann, { name: 'Golf', description: '' });
    hostile = await createVehicle(app, ann, {
      name: '<script>alert("name")</script> & co',
      description: '"><img src=x onerror=alert(1)></title>',
    });
  }, DATABASE_TIMEOUT_MS);

  it("gives a vehicle's page its own title, description and picture, in Ukrainian by default", async () => {
    const response = await page(`/u/AnnDrives/car/${golf.slug}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(titleOf(response.body)).toBe(
      'Blue Thunder (Volkswagen Golf 2019) · AnnDrives · CarClub',
    );
    const url = `${PUBLIC_URL}/u/AnnDrives/car/${golf.slug}`;
    expect(metaTags(response.body)).toEqual({
      description:
        'Volkswagen Golf 2019 · продається. Гараж AnnDrives на CarClub. Bought in Lviv. New clutch in 2023.',
      'og:type': 'website',
      'og:site_name': 'CarClub',
      'og:title': 'Blue Thunder (Volkswagen Golf 2019)',
      'og:description':
        'Volkswagen Golf 2019 · продається. Гараж AnnDrives на CarClub. Bought in Lviv. New clutch in 2023.',
      'og:url': url,
      'og:locale': 'uk_UA',
      'og:locale:alternate': 'en_US',
      'og:image': `${PUBLIC_URL}${golfPhoto}`,
      'og:image:type': 'image/webp',
      'og:image:width': '320',
      'og:image:height': '180',
      'og:image:alt': 'Blue Thunder, Volkswagen Golf 2019',
      'twitter:card': 'summary_large_image',
    });
    expect(response.body).toContain(`<link rel="canonical" href="${url}">`);
    expect(response.body).toMatch(
      /^<!doctype html><html lang="uk" data-server-language="uk"><head><meta charset=utf-8>/,
    );
    expect(response.body).toContain(
      '<div id=root></div><script defer src=/static/main.98d8fa39.js>',
    );
  });

  it('points at a picture that is really served, at its large size', async () => {
    const response = await page(`/u/AnnDrives/car/${golf.slug}`);
    const image = new URL(metaTags(response.body)['og:image'] ?? '');
    expect(image.origin).toBe(PUBLIC_URL);
    const file = await app.inject({ method: 'GET', url: image.pathname });
    expect(file.statusCode).toBe(200);
    expect(await sharp(file.rawPayload).metadata()).toMatchObject({
      format: 'webp',
      width: 320,
      height: 180,
    });
  });

  // The request headers each crawler sends when a link is pasted (as logged from them), without
  // the cookies and IPs: what decides whether a shared link shows its car.
  it.each([
    [
      'Facebook',
      {
        'user-agent': 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
        accept: '*/*',
        range: 'bytes=0-524287',
      },
    ],
    ['X (Twitter)', { 'user-agent': 'Twitterbot/1.0', accept: '*/*' }],
    [
      'Slack',
      { 'user-agent': 'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)', accept: '*/*' },
    ],
    ['Telegram', { 'user-agent': 'TelegramBot (like TwitterBot)' }],
    ['WhatsApp', { 'user-agent': 'WhatsApp/2.23.20.0 A', accept: '*/*' }],
    ['Viber', { 'user-agent': 'Viber/20.3.0 (Android)', accept: '*/*' }],
    [
      'Discord',
      {
        'user-agent': 'Mozilla/5.0 (compatible; Discordbot/2.0; +https://discordapp.com)',
        accept: '*/*',
      },
    ],
    [
      'LinkedIn',
      {
        'user-agent':
          'LinkedInBot/1.0 (compatible; Mozilla/5.0; Apache-HttpClient +http://www.linkedin.com)',
        accept: '*/*',
      },
    ],
    [
      'Googlebot',
      {
        'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
        accept:
          'text/html,application/xhtml+xml,application/signed-exchange;v=b3,application/xml;q=0.9,*/*;q=0.8',
      },
    ],
    ['curl', { 'user-agent': 'curl/8.5.0', accept: '*/*' }],
  ])("shows %s's link preview the car", async (_bot, headers) => {
    const response = await page(`/u/AnnDrives/car/${golf.slug}`, headers);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(metaTags(response.body)).toMatchObject({
      'og:title': 'Blue Thunder (Volkswagen Golf 2019)',
      'og:image': `${PUBLIC_URL}${golfPhoto}`,
    });
  });

  it('speaks English with ?lang=en, and matches the nickname in any case', async () => {
    const response = await page(`/u/anndrives/car/${golf.slug}?lang=en`);
    expect(response.statusCode).toBe(200);
    expect(response.body).toMatch(/^<!doctype html><html lang="en" data-server-language="en">/);
    expect(metaTags(response.body)).toMatchObject({
      'og:title': 'Blue Thunder (2019 Volkswagen Golf)',
      'og:description':
        "2019 Volkswagen Golf · for sale. In AnnDrives's garage on CarClub. Bought in Lviv. New clutch in 2023.",
      'og:locale': 'en_US',
      // The canonical address names the owner as they spell themselves, in the page's language.
      'og:url': `${PUBLIC_URL}/u/AnnDrives/car/${golf.slug}?lang=en`,
    });
  });

  it('never shows what the owner paid, what the car is worth or its hidden VIN', async () => {
    const { body } = await page(`/u/AnnDrives/car/${golf.slug}`);
    for (const secret of ['21357', '21 357', '21,357', '19864', '2021-05-14', 'EUR', FIXTURE_VIN]) {
      expect(body).not.toContain(secret);
    }
  });

  it('prefers the preview image, with its stored size', async () => {
    const tags = metaTags((await page(`/u/AnnDrives/car/${previewed.slug}`)).body);
    expect(tags['og:image']).toBe(`${PUBLIC_URL}${previewUrl}`);
    expect(tags['og:image:width']).toBe('64');
    expect(tags['og:image:height']).toBe('48');
  });

  it("uses the site's picture for a car without photos, and the headline for a name that repeats it", async () => {
    const response = await page(`/u/AnnDrives/car/${bare.slug}?lang=en`);
    expect(titleOf(response.body)).toBe('2019 Volkswagen Golf · AnnDrives · CarClub');
    expect(metaTags(response.body)).toMatchObject({
      'og:title': '2019 Volkswagen Golf',
      'og:description': "2019 Volkswagen Golf. In AnnDrives's garage on CarClub.",
      'og:image': `${PUBLIC_URL}/share-image.png`,
      'og:image:width': '1200',
      'og:image:height': '630',
    });
  });

  it('escapes what owners write, so it can never become markup', async () => {
    const { body } = await page(`/u/AnnDrives/car/${hostile.slug}?lang=en`);
    expect(body).not.toContain('<script>alert');
    expect(body).not.toContain('<img');
    expect(body.match(/<title>/g)).toHaveLength(1);
    expect(body.match(/<\/title>/g)).toHaveLength(1);
    expect(titleOf(body)).toBe(
      '&lt;script&gt;alert(&quot;name&quot;)&lt;/script&gt; &amp; co (2019 Volkswagen Golf) · AnnDrives · CarClub',
    );
    const tags = metaTags(body);
    expect(tags['og:title']).toBe('<script>alert("name")</script> & co (2019 Volkswagen Golf)');
    expect(tags['og:description']).toContain('"><img src=x onerror=alert(1)></title>');
  });

  it.each([
    ['an unknown slug', '/u/AnnDrives/car/no-such-car'],
    ['an unknown nickname', '/u/nobody-here/car/golf-gti-2019'],
    ['a nickname longer than any', `/u/${'a'.repeat(200)}/car/golf`],
  ])("answers %s with 404, the shell and the site's tags", async (_what, url) => {
    const response = await page(url);
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('<div id=root></div>');
    expect(titleOf(response.body)).toBe('CarClub');
    expect(metaTags(response.body)['og:title']).toBe('CarClub');
  });

  it('is the same public data the vehicle page reads from the API', async () => {
    const api = await app.inject({
      method: 'GET',
      url: `/api/users/AnnDrives/vehicles/${golf.slug}`,
    });
    const vehicle = api.json<PublicVehicle>();
    const tags = metaTags((await page(`/u/AnnDrives/car/${golf.slug}?lang=en`)).body);
    expect(tags['og:title']).toContain(vehicle.name);
    expect(tags['og:image']).toBe(`${PUBLIC_URL}${vehicle.gallery[0]?.url}`);
  });

  it("reads from the page's API answer exactly what the share query finds", async () => {
    for (const vehicle of [golf, previewed, bare, hostile]) {
      const api = await app.inject({
        method: 'GET',
        url: `/api/users/AnnDrives/vehicles/${vehicle.slug}`,
      });
      expect(shareVehicleOf(api.json<PublicVehicle>())).toEqual(
        await loadShareVehicle(app, 'AnnDrives', vehicle.slug),
      );
    }
  });

  it("gives /cars its own title and every other page the site's", async () => {
    const cars = await page('/cars?lang=en');
    expect(titleOf(cars.body)).toBe('Cars · CarClub');
    expect(metaTags(cars.body)).toMatchObject({
      'og:title': 'Cars · CarClub',
      'og:url': `${PUBLIC_URL}/cars?lang=en`,
    });
    expect(titleOf((await page('/cars')).body)).toBe('Авто · CarClub');

    const home = await page('/');
    expect(home.statusCode).toBe(200);
    expect(titleOf(home.body)).toBe('CarClub');
    expect(metaTags(home.body)).toMatchObject({
      description: 'CarClub — спільнота автолюбителів: гараж, фото, історії ваших авто.',
      'og:title': 'CarClub',
      'og:url': `${PUBLIC_URL}/`,
      'og:image': `${PUBLIC_URL}/share-image.png`,
    });
  });

  it('leaves API answers and files alone', async () => {
    const api = await app.inject({ method: 'GET', url: `/api/users/AnnDrives/vehicles/nope` });
    expect(api.statusCode).toBe(404);
    expect(api.headers['content-type']).toMatch(/^application\/json/);
    const json = await page(`/u/AnnDrives/car/${golf.slug}`, { accept: 'application/json' });
    expect(json.statusCode).toBe(404);
    expect(json.headers['content-type']).toMatch(/^application\/json/);
  });

  describe("a logbook entry's page", () => {
    const entryPath = (entryId: string) => `/u/AnnDrives/car/${golf.slug}/logbook/${entryId}`;
    async function addEntry(payload: Record<string, unknown>): Promise<string> {
      const response = await app.inject({
        method: 'POST',
        url: `/api/private-transport/${golf.id}/logbook`,
        headers: ann.headers,
        payload: { date: '2025-03-14', category: 'service', ...payload },
      });
      expect(response.statusCode).toBe(201);
      return response.json<{ id: string }>().id;
    }

    it("gets the entry's title, its story as plain text and the car's picture", async () => {
      const id = await addEntry({
        title: 'Oil <change> & filter',
        story: '## Done\n\n**Castrol** 5W-30, see [the manual](https://example.com/m).',
      });
      const response = await page(`${entryPath(id)}?lang=en`);
      expect(response.statusCode).toBe(200);
      const tags = metaTags(response.body);
      expect(tags['og:title']).toBe('Oil <change> & filter');
      expect(response.body).not.toContain('Oil <change>');
      expect(tags['og:description']).toBe('Done Castrol 5W-30, see the manual.');
      expect(tags['og:image']).toBe(`${PUBLIC_URL}${golfPhoto}`);
      expect(tags['og:url']).toBe(`${PUBLIC_URL}${entryPath(id)}?lang=en`);
      expect(titleOf(response.body)).toBe(
        'Oil &lt;change&gt; &amp; filter · Blue Thunder (2019 Volkswagen Golf) · CarClub',
      );
    });

    it('says whose car it is when the entry has no story', async () => {
      const id = await addEntry({ title: 'Tyres' });
      const tags = metaTags((await page(entryPath(id))).body);
      expect(tags['og:description']).toBe(
        'Запис бортжурналу Blue Thunder (Volkswagen Golf 2019) від 2025-03-14. Гараж AnnDrives на CarClub.',
      );
    });

    it('is a 404 with the site’s tags for a private entry, another car’s or an unknown one', async () => {
      const hidden = await addEntry({ title: 'Parking fine', visibility: 'private' });
      for (const url of [
        entryPath(hidden),
        entryPath('00000000-0000-4000-8000-000000000000'),
        entryPath('not-an-id'),
      ]) {
        const response = await page(url);
        expect(response.statusCode).toBe(404);
        expect(response.body).not.toContain('Parking fine');
        expect(metaTags(response.body)['og:title']).toBe('CarClub');
      }
    });
  });

  describe("a member's page", () => {
    let borys: Member;
    let quiet: Member;
    let avatarUrl: string;

    const profilePayload = (member: Member, fields: object) => ({
      nickname: member.nickname,
      email: member.email,
      ...fields,
    });

    beforeAll(async () => {
      borys = await createMember(app, 'BorysRides');
      const saved = await app.inject({
        method: 'PUT',
        url: '/api/profile',
        headers: borys.headers,
        payload: profilePayload(borys, {
          firstName: 'Borys',
          lastName: 'Koval',
          city: 'Lviv',
          countryId: 'UA',
          phone: '+380671234567',
          birthday: '1990-05-01',
          aboutMe: 'Old Volkswagens,\nweekend rallies & <b>bold</b> ideas.',
          socialLinks: { instagram: '@borys.rides' },
        }),
      });
      expect(saved.statusCode).toBe(200);
      const body = multipartBody([{ field: 'file', data: await jpegBuffer() }]);
      const avatar = await app.inject({
        method: 'POST',
        url: '/api/media/change-avatar',
        headers: { ...borys.headers, ...body.headers },
        payload: body.payload,
      });
      expect(avatar.statusCode).toBe(200);
      avatarUrl = avatar.json<{ url: string }>().url;
      await createVehicle(app, borys, { name: 'Beetle' });

      quiet = await createMember(app, 'QuietOne');
      const hidden = await app.inject({
        method: 'PUT',
        url: '/api/profile',
        headers: quiet.headers,
        payload: profilePayload(quiet, {
          firstName: 'Secret',
          lastName: 'Hiddenko',
          city: 'Odesa',
        }),
      });
      expect(hidden.statusCode).toBe(200);
      const privacy = await app.inject({
        method: 'PUT',
        url: '/api/profile/privacy',
        headers: quiet.headers,
        payload: {
          showName: false,
          showLocation: false,
          showSocialLinks: false,
          showBirthday: false,
        },
      });
      expect(privacy.statusCode).toBe(200);
    });

    it('gets its own title, description and the avatar, in Ukrainian by default', async () => {
      const response = await page('/u/BorysRides');
      expect(response.statusCode).toBe(200);
      expect(titleOf(response.body)).toBe('Borys Koval (BorysRides) · CarClub');
      const url = `${PUBLIC_URL}/u/BorysRides`;
      expect(metaTags(response.body)).toMatchObject({
        description:
          'BorysRides · Lviv, Україна. 1 авто в гаражі на CarClub. Old Volkswagens, weekend rallies & <b>bold</b> ideas.',
        'og:title': 'Borys Koval (BorysRides)',
        'og:url': url,
        'og:locale': 'uk_UA',
        'og:image': `${PUBLIC_URL}${avatarUrl}`,
        'og:image:alt': 'Аватар Borys Koval (BorysRides)',
      });
      expect(response.body).toContain(`<link rel="canonical" href="${url}">`);
      expect(response.body).not.toContain('<b>');
    });

    it('speaks English with ?lang=en, moves a nickname in other letters to its spelling, and answers curl', async () => {
      const curl = { 'user-agent': 'curl/8.5.0', accept: '*/*' };
      const moved = await page('/u/borysrides?lang=en', curl);
      expect(moved.statusCode).toBe(301);
      expect(moved.headers.location).toBe('/u/BorysRides?lang=en');
      const response = await page(moved.headers.location as string, curl);
      expect(response.statusCode).toBe(200);
      expect(response.body).toMatch(/^<!doctype html><html lang="en" data-server-language="en">/);
      expect(metaTags(response.body)).toMatchObject({
        description:
          'BorysRides · Lviv, Ukraine. 1 car in the garage on CarClub. Old Volkswagens, weekend rallies & <b>bold</b> ideas.',
        'og:title': 'Borys Koval (BorysRides)',
        'og:url': `${PUBLIC_URL}/u/BorysRides?lang=en`,
        'og:image:alt': "Borys Koval (BorysRides)'s avatar",
      });
    });

    it('puts nothing private in the tags: never phone, e-mail or a hidden birthday', async () => {
      const { body } = await page('/u/BorysRides');
      for (const secret of ['380671234567', borys.email, '1990-05-01', '1990']) {
        expect(body).not.toContain(secret);
      }
    });

    it("shows only the nickname and the site's picture of a member who hides the rest", async () => {
      const response = await page('/u/QuietOne?lang=en');
      expect(response.statusCode).toBe(200);
      expect(titleOf(response.body)).toBe('QuietOne · CarClub');
      expect(metaTags(response.body)).toMatchObject({
        description: 'QuietOne. 0 cars in the garage on CarClub.',
        'og:title': 'QuietOne',
        'og:image': `${PUBLIC_URL}/share-image.png`,
      });
      for (const secret of ['Secret', 'Hiddenko', 'Odesa'])
        expect(response.body).not.toContain(secret);
    });

    it.each([
      ['an unknown nickname', '/u/nobody-here'],
      ['a nickname longer than any', `/u/${'a'.repeat(200)}`],
    ])("answers %s with 404, the shell and the site's tags", async (_what, url) => {
      const response = await page(url);
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.body).toContain('<div id=root></div>');
      expect(titleOf(response.body)).toBe('CarClub');
    });

    it('serves the page of a nickname that ends like a file name', async () => {
      await createMember(app, 'Boris.K');
      expect((await page('/u/boris.k')).headers.location).toBe('/u/Boris.K');
      const response = await page('/u/Boris.K');
      expect(response.statusCode).toBe(200);
      expect(titleOf(response.body)).toBe('Boris.K · CarClub');
    });

    it('is the same public profile the member page reads from the API', async () => {
      await app.inject({
        method: 'PUT',
        url: '/api/profile/privacy',
        headers: borys.headers,
        payload: { showName: false, showLocation: true, showSocialLinks: true, showBirthday: true },
      });
      const api = (await app.inject({ method: 'GET', url: '/api/users/BorysRides' })).json<{
        name: unknown;
      }>();
      expect(api.name).toBeNull();
      const tags = metaTags((await page('/u/BorysRides?lang=en')).body);
      expect(tags['og:title']).toBe('BorysRides');
      expect(tags.description).not.toContain('Koval');
    });
  });

  it('serves the site picture as a 1200×630 PNG', async () => {
    const response = await app.inject({ method: 'GET', url: '/share-image.png' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(await sharp(response.rawPayload).metadata()).toMatchObject({
      format: 'png',
      width: 1200,
      height: 630,
    });
  });
});
