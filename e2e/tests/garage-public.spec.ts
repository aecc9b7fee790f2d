import { REQUIRED_VEHICLE_FIELDS } from '@carclub/testing/fixtures';
import { expect, test, type APIRequestContext } from '@playwright/test';

import {
  bearer,
  signedInAccount,
  siteOrigin,
  useTokens,
  type SignedInAccount,
} from '../support/accounts';
import { expectNoSeriousViolations } from '../support/axe';
import { watchCsp } from '../support/site';
import { pngPhoto } from '../support/vehicles';

const DESCRIPTION = 'Bought in Lviv in 2019.\nNew clutch in 2023, winter tyres every November.';
/** What the owner paid and what the car is worth: never on the public page. */
const PRIVATE_AMOUNTS = ['21357', '21 357', '21,357', '21 357', '19864', '19 864', '19,864'];

const BASE_FORM = {
  ...REQUIRED_VEHICLE_FIELDS,
  name: 'Blue Thunder',
  description: DESCRIPTION,
  year: 2012,
  colorId: 'blue',
  engineCapacity: 1.4,
  enginePower: 122,
  mileage: 125_000,
};

interface Car {
  id: string;
  slug: string;
  gallery: { id: string; url: string; cardUrl: string }[];
}

/** Through the API, as the add and edit pages would: a car with features, a price and two photos. */
async function createCar(api: APIRequestContext, owner: SignedInAccount): Promise<Car> {
  const created = await api.post('/api/private-transport', {
    headers: bearer(owner.tokens),
    data: BASE_FORM,
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id, slug } = (await created.json()) as { id: string; slug: string };

  const edited = await api.patch(`/api/private-transport/${id}`, {
    headers: bearer(owner.tokens),
    data: {
      ...BASE_FORM,
      status: 'selling',
      features: {
        comfort: ['Heated seats', 'Climate control'],
        safety: [],
        tech: ['Apple CarPlay'],
        performance: [],
        custom: [{ name: 'Winter kit', items: ['Studded tyres'] }],
      },
      modifications: {
        engine: ['Stage 1 remap'],
        suspension: [],
        exterior: [],
        interior: [],
        wheelsAndTires: [],
        custom: [],
      },
      purchasePrice: 21_357,
      currency: 'EUR',
      purchaseDate: '2019-05-14',
      currentValue: 19_864,
    },
  });
  expect(edited.status(), await edited.text()).toBe(200);

  const uploaded = await api.post(`/api/private-transport/${id}/gallery`, {
    headers: bearer(owner.tokens),
    multipart: {
      files: {
        name: 'front.png',
        mimeType: 'image/png',
        buffer: pngPhoto(640, 360, [29, 78, 216]),
      },
    },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(201);
  const second = await api.post(`/api/private-transport/${id}/gallery`, {
    headers: bearer(owner.tokens),
    multipart: {
      files: { name: 'rear.png', mimeType: 'image/png', buffer: pngPhoto(480, 360, [194, 65, 12]) },
    },
  });
  expect(second.status(), await second.text()).toBe(201);
  const { images } = (await second.json()) as { images: Car['gallery'] };
  return { id, slug, gallery: images };
}

const LANGUAGES = {
  uk: {
    locale: 'uk-UA',
    headline: 'Volkswagen Golf 2012',
    status: 'Статус: Продається',
    owner: 'Власник',
    features: 'Оснащення',
    modifications: 'Модифікації',
    photos: /^Фото/,
    photoAlt: (n: number) => `Blue Thunder, фото ${n} з 2`,
    position: (n: number) => `Фото ${n} з 2`,
    notFound: 'Авто не знайдено',
    browse: 'Переглянути авто',
    edit: 'Редагувати',
  },
  en: {
    locale: 'en-US',
    headline: '2012 Volkswagen Golf',
    status: 'Status: For sale',
    owner: 'Owner',
    features: 'Features',
    modifications: 'Modifications',
    photos: /^Photos/,
    photoAlt: (n: number) => `Blue Thunder, photo ${n} of 2`,
    position: (n: number) => `Photo ${n} of 2`,
    notFound: 'Car not found',
    browse: 'Browse cars',
    edit: 'Edit',
  },
} as const;

// The site's default language, unless a block below asks for another.
test.use({ locale: 'uk-UA' });

let owner: SignedInAccount;
let car: Car;
let carPath: string;

test.beforeAll(async ({ playwright }) => {
  const api = await playwright.request.newContext({ baseURL: siteOrigin });
  try {
    owner = await signedInAccount(api, 'owner');
    car = await createCar(api, owner);
    carPath = `/u/${owner.nickname}/car/${car.slug}`;
  } finally {
    await api.dispose();
  }
});

for (const [language, text] of Object.entries(LANGUAGES)) {
  test.describe(`in ${language}`, () => {
    test.use({ locale: text.locale });

    test('a visitor who is signed out sees the car, its photos and its owner', async ({ page }) => {
      const csp = watchCsp(page);
      const apiAnswers: string[] = [];
      page.on('response', async (response) => {
        if (response.url().includes('/api/users/')) apiAnswers.push(await response.text());
      });
      await page.goto(carPath);

      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blue Thunder');
      await expect(page).toHaveTitle(
        `Blue Thunder (${text.headline}) · ${owner.nickname} · CarClub`,
      );
      const hero = page.locator('header').filter({ has: page.getByRole('heading', { level: 1 }) });
      await expect(hero.getByText(text.headline, { exact: true })).toBeVisible();
      await expect(hero.getByText(text.status, { exact: true })).toBeVisible();
      await expect(hero.getByText(text.owner, { exact: true })).toBeVisible();
      await expect(hero.getByText(owner.nickname, { exact: true })).toBeVisible();
      // Line breaks kept, as text.
      const description = page.getByText('Bought in Lviv in 2019.');
      await expect(description).toBeVisible();
      expect(await description.innerText()).toBe(DESCRIPTION);

      const features = page.getByRole('region', { name: text.features });
      await expect(features.getByRole('listitem')).toHaveText([
        'Heated seats',
        'Climate control',
        'Apple CarPlay',
        'Studded tyres',
      ]);
      await expect(features.getByRole('heading', { name: 'Winter kit' })).toBeVisible();
      await expect(
        page.getByRole('region', { name: text.modifications }).getByRole('listitem'),
      ).toHaveText(['Stage 1 remap']);

      // The photos load (naturalWidth > 0), lazily, each with its alt text.
      const gallery = page.getByRole('region', { name: text.photos });
      const thumbnails = gallery.getByRole('button');
      await expect(thumbnails).toHaveCount(2);
      const first = gallery.getByRole('img', { name: text.photoAlt(1) });
      await expect(first).toHaveAttribute('src', car.gallery[0]!.cardUrl);
      await expect(first).toHaveAttribute('loading', 'lazy');
      // Picked from its srcset, whose descriptors scale naturalWidth to the layout's `sizes`.
      await expect
        .poll(() => first.evaluate((image: HTMLImageElement) => image.naturalWidth))
        .toBeGreaterThan(0);
      expect(await first.evaluate((image: HTMLImageElement) => image.currentSrc)).toBe(
        `${siteOrigin}${car.gallery[0]!.url}`,
      );

      await expect(page.getByRole('link', { name: text.edit })).toHaveCount(0);
      const shown = (await page.locator('main').innerText()) + apiAnswers.join('');
      for (const amount of PRIVATE_AMOUNTS) expect(shown).not.toContain(amount);
      expect(apiAnswers.join('')).not.toMatch(/purchase|currentValue|currency/);
      await expectNoSeriousViolations(page, `the vehicle page (${language})`);

      // The large view: opened from a thumbnail, paged with the arrow keys, closed with Escape.
      await thumbnails.first().click();
      const viewer = page.getByRole('dialog', { name: 'Blue Thunder' });
      await expect(viewer).toBeVisible();
      await expect(viewer.getByRole('img')).toHaveAccessibleName(text.photoAlt(1));
      await expect(viewer.getByText(text.position(1))).toBeVisible();
      await expectNoSeriousViolations(page, `the photo viewer (${language})`);
      await page.keyboard.press('ArrowRight');
      await expect(viewer.getByRole('img')).toHaveAttribute('src', car.gallery[1]!.url);
      await expect(viewer.getByText(text.position(2))).toBeVisible();
      await page.keyboard.press('ArrowRight');
      await expect(viewer.getByRole('img')).toHaveAttribute('src', car.gallery[0]!.url);
      await page.keyboard.press('Escape');
      await expect(viewer).toBeHidden();
      await expect(thumbnails.first()).toBeFocused();
      expect(csp).toEqual([]);
    });

    test('an unknown car shows the not-found state, with a way to every car', async ({ page }) => {
      const response = await page.goto(`/u/${owner.nickname}/car/no-such-car-here`);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { name: text.notFound })).toBeVisible();
      await expectNoSeriousViolations(page, `the vehicle not-found state (${language})`);
      await page.getByRole('link', { name: text.browse }).click();
      await expect(page).toHaveURL('/cars');
    });
  });
}

test('the nickname matches in any case, and the address keeps what the link had', async ({
  page,
}) => {
  const shouted = `/u/${owner.nickname.toUpperCase()}/car/${car.slug}`;
  await page.goto(shouted);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blue Thunder');
  await expect(page).toHaveURL(shouted);
});

test('the owner sees the Edit link; another member does not', async ({
  browser,
  context,
  page,
  request,
}) => {
  await useTokens(context, owner.tokens);
  await page.goto(carPath);
  const edit = page.getByRole('link', { name: 'Редагувати' });
  await expect(edit).toHaveAttribute('href', `/edit-car/${car.id}`);

  const stranger = await signedInAccount(request, 'stranger');
  const strangerContext = await browser.newContext({ locale: 'uk-UA' });
  try {
    await useTokens(strangerContext, stranger.tokens);
    const strangerPage = await strangerContext.newPage();
    await strangerPage.goto(carPath);
    await expect(strangerPage.getByRole('heading', { level: 1 })).toHaveText('Blue Thunder');
    // Signed in for sure: the header offers the stranger's own account menu.
    await expect(
      strangerPage.getByRole('button', { name: `Меню облікового запису ${stranger.nickname}` }),
    ).toBeVisible();
    await expect(strangerPage.getByRole('link', { name: 'Редагувати' })).toHaveCount(0);
  } finally {
    await strangerContext.close();
  }
});

test('a link preview (no JavaScript) gets the title, description and photo of the car', async ({
  request,
}) => {
  const response = await request.get(`${carPath}?lang=en`, { headers: { accept: 'text/html' } });
  expect(response.status()).toBe(200);
  const html = await response.text();
  const meta = (property: string) =>
    new RegExp(`<meta (?:name|property)="${property}" content="([^"]*)">`).exec(html)?.[1];

  expect(html).toContain(
    `<title>Blue Thunder (2012 Volkswagen Golf) · ${owner.nickname} · CarClub</title>`,
  );
  expect(meta('og:title')).toBe('Blue Thunder (2012 Volkswagen Golf)');
  expect(meta('og:description')).toBe(
    `2012 Volkswagen Golf · for sale. In ${owner.nickname}&#39;s garage on CarClub. Bought in Lviv in 2019. New clutch in 2023, winter tyres every November.`,
  );
  expect(meta('og:site_name')).toBe('CarClub');
  // The address of the page in its own language: the English one here.
  expect(meta('og:url')).toBe(`${siteOrigin}${carPath}?lang=en`);
  expect(meta('og:locale')).toBe('en_US');
  expect(meta('twitter:card')).toBe('summary_large_image');
  expect(meta('og:image')).toBe(`${siteOrigin}${car.gallery[0]!.url}`);
  expect(meta('og:image:width')).toBe('640');
  expect(meta('og:image:height')).toBe('360');
  for (const amount of PRIVATE_AMOUNTS) expect(html).not.toContain(amount);

  // The picture a preview would show is really there.
  const image = await request.get(meta('og:image') ?? '');
  expect(image.status()).toBe(200);
  expect(image.headers()['content-type']).toBe('image/webp');

  // In Ukrainian by default.
  const ukrainian = await (await request.get(carPath, { headers: { accept: 'text/html' } })).text();
  expect(ukrainian).toContain(
    '<meta property="og:title" content="Blue Thunder (Volkswagen Golf 2012)">',
  );
  expect(ukrainian).toContain('<meta property="og:locale" content="uk_UA">');
});
