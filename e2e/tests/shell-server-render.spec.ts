import { expect, test, type Page } from '@playwright/test';

import {
  bearer,
  signedInTrustedAccount,
  siteOrigin,
  useTokens,
  type SignedInAccount,
} from '../support/accounts';
import { createPublicCar, type PublicCar } from '../support/vehicles';

/** Public pages arrive as HTML (issue 16): readable with no script at all, then hydrated. */

const CAR = { name: 'Night Owl', year: 2016, mileage: 87_000, enginePower: 150 };

// The site's default language: the browser detects the same one, so the pages hydrate.
test.use({ locale: 'uk-UA' });

let owner: SignedInAccount;
let car: PublicCar;
/** A published post of the owner's, its address. */
let post: string;

test.beforeAll(async ({ playwright }) => {
  const api = await playwright.request.newContext({ baseURL: siteOrigin });
  try {
    owner = await signedInTrustedAccount(api, 'html');
    car = await createPublicCar(api, owner, CAR, 3);
    const written = await api.post('/api/posts', {
      headers: bearer(owner.tokens),
      data: { title: 'Перша поїздка', body: 'Сто кілометрів **без зупинок**.', publish: true },
    });
    expect(written.status(), await written.text()).toBe(201);
    post = `/u/${owner.nickname}/posts/${((await written.json()) as { slug: string }).slug}`;
  } finally {
    await api.dispose();
  }
});

/** Console errors and uncaught exceptions (a hydration mismatch is one) on the page. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    // The document itself may answer 404 on purpose (an unknown address).
    if (message.type() === 'error' && !/status of 404/.test(message.text())) {
      errors.push(message.text());
    }
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test.describe('with JavaScript off, a visitor or a crawler', () => {
  test.use({ javaScriptEnabled: false });

  test('reads a car whole: its name, make, model, year, specs, owner and cover photo', async ({
    page,
  }) => {
    const response = await page.goto(car.path);
    expect(response?.status()).toBe(200);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(CAR.name);
    await expect(main).toContainText('Volkswagen Golf 2016');
    await expect(main).toContainText('Пробіг');
    await expect(main).toContainText('87 000 км');
    await expect(main).toContainText('150 к.с.');
    await expect(main.getByRole('link', { name: owner.nickname })).toBeVisible();
    const cover = main.locator('img').first();
    await expect(cover).toHaveAttribute('width', /\d+/);
    await expect(cover).toHaveAttribute('height', /\d+/);
    await expect(cover).toHaveAttribute('srcset', /\dw/);
    // The header and its navigation are there too, before any script.
    await expect(page.getByRole('banner').getByRole('link', { name: 'Авто' })).toBeVisible();
  });

  test('reads the first page of cards on /cars, and the English one at ?lang=en', async ({
    page,
  }) => {
    await page.goto('/cars');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Авто');
    await expect(page.getByRole('main').getByText(CAR.name).first()).toBeVisible();

    await page.goto('/cars?lang=en');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cars');
  });

  test("reads a member's page with their cars", async ({ page }) => {
    const response = await page.goto(`/u/${owner.nickname}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(owner.nickname);
    await expect(page.getByRole('main').getByText(CAR.name)).toBeVisible();
  });

  for (const [path, heading, title] of [
    ['/', /.+/, 'Головна'],
    ['/login', 'Вхід', 'Вхід'],
    ['/register', 'Створення облікового запису', 'Створення облікового запису'],
    ['/legal/privacy', 'Політика конфіденційності', 'Політика конфіденційності'],
    ['/posts', 'Дописи', 'Дописи'],
  ] as const) {
    test(`reads ${path}, titled as the browser would title it`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      // No script ran: the tab's and a link preview's title are the server's.
      await expect(page).toHaveTitle(`${title} · CarClub`);
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
        'content',
        `${title} · CarClub`,
      );
      if (path === '/login') {
        await expect(page.getByLabel('E-mail')).toBeVisible();
        await expect(page.getByLabel('Пароль')).toBeVisible();
      }
    });
  }

  test("reads a post's page under its author, rendered by mf-community", async ({ page }) => {
    const response = await page.goto(post);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Перша поїздка');
    await expect(
      page.getByRole('main').getByRole('link', { name: owner.nickname, exact: true }),
    ).toHaveAttribute('href', `/u/${owner.nickname}`);
    // The community remote's release rendered it, as the page's data block says.
    expect(await response?.text()).toMatch(
      /"remote":\{"name":"mf-community","releaseId":"[^"]+"\}/,
    );
    // No post at an address: 404, the browser's not-found state to show.
    const unknown = await page.goto(`/u/${owner.nickname}/posts/first-drive`);
    expect(unknown?.status()).toBe(404);
  });

  test('gets the header and layout of a signed-in page, which the browser then fills', async ({
    page,
  }) => {
    const response = await page.goto('/my/cars');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Авто' })).toBeVisible();
    await expect(page.getByRole('main')).toBeAttached();
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });

  test("gets a member's header when the browser holds a member's credentials", async ({
    page,
    context,
  }) => {
    await useTokens(context, owner.tokens);
    for (const path of ['/cars', '/my/cars']) {
      await page.goto(path);
      const banner = page.getByRole('banner');
      await expect(banner.getByRole('link', { name: 'Мої авто' })).toBeAttached();
      await expect(banner.getByRole('link', { name: 'Увійти' })).toHaveCount(0);
      await expect(banner.getByRole('link', { name: 'Зареєструватися' })).toHaveCount(0);
    }
    // The home page invites them into their garage, not to join.
    await page.goto('/');
    await expect(
      page.getByRole('main').getByRole('link', { name: 'Відкрити мій гараж' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Приєднатися до CarClub' })).toHaveCount(0);
    // The sign-in form is not theirs: they wait for their user, then leave it.
    await page.goto('/login');
    await expect(page.getByRole('main').getByRole('status')).toBeAttached();
    await expect(page.getByLabel('Пароль')).toHaveCount(0);
  });

  test('is answered 404 with the not-found page for an address the site does not have', async ({
    page,
  }) => {
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});

test.describe('with JavaScript on', () => {
  test('/cars hydrates without a console error, and its filters work', async ({ page }) => {
    const errors = watchErrors(page);
    await page.goto('/cars');
    await expect(page.locator('html')).toHaveAttribute('data-started', 'hydrated');
    await page.getByLabel('Тип палива').selectOption('diesel');
    await expect(page).toHaveURL(/fuelType=diesel/);
    await expect(page.getByRole('main').getByText(CAR.name)).toHaveCount(0);
    await page.getByLabel('Тип палива').selectOption('petrol');
    await expect(page.getByRole('main').getByText(CAR.name).first()).toBeVisible();
    expect(errors).toEqual([]);
  });

  test("a member's header hydrates as the server wrote it and never offers to sign in", async ({
    page,
    context,
  }) => {
    await useTokens(context, owner.tokens);
    // Watches the document from its first byte: a sign-in link in the header, even for a moment.
    await page.addInitScript(() => {
      new MutationObserver(() => {
        if (document.querySelector('header a[href="/login"]')) {
          document.documentElement.dataset.offeredSignIn = 'yes';
        }
      }).observe(document, { childList: true, subtree: true });
    });
    const errors = watchErrors(page);
    for (const path of ['/cars', '/']) {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('data-started', 'hydrated');
      await expect(page.getByRole('banner').getByText(owner.nickname)).toBeVisible();
      await expect(page.locator('html')).not.toHaveAttribute('data-offered-sign-in', 'yes');
    }
    await expect(page.getByText(`З поверненням, ${owner.nickname}`)).toBeVisible();
    expect(errors).toEqual([]);
  });

  test("a car's page hydrates and its photo viewer opens", async ({ page }) => {
    const errors = watchErrors(page);
    await page.goto(car.path);
    await expect(page.locator('html')).toHaveAttribute('data-started', 'hydrated');
    await page.getByRole('region', { name: /^Фото/ }).getByRole('button').first().click();
    const viewer = page.getByRole('dialog', { name: CAR.name });
    await expect(viewer).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(viewer).toBeHidden();
    expect(errors).toEqual([]);
  });

  test("after a move in the browser, the head's addresses name the page on screen", async ({
    page,
  }) => {
    await page.goto(`/u/${owner.nickname}`);
    await expect(page.locator('html')).toHaveAttribute('data-started', 'hydrated');
    const canonical = page.locator('link[rel="canonical"]');
    await expect(canonical).toHaveAttribute('href', `${siteOrigin}/u/${owner.nickname}`);
    await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(1);

    await page
      .getByRole('link', { name: new RegExp(CAR.name) })
      .first()
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(CAR.name);
    // What Chrome on Android shares is this address, not the member page the visit began on.
    await expect(canonical).toHaveAttribute('href', `${siteOrigin}${car.path}`);
    await expect(page.locator('link[hreflang="en"]')).toHaveAttribute(
      'href',
      `${siteOrigin}${car.path}?lang=en`,
    );
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute(
      'content',
      `${siteOrigin}${car.path}`,
    );
    // The member's JSON-LD described the page left.
    await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(0);
  });

  test('the sign-in form waits until the page has started, then signs in', async ({ page }) => {
    const errors = watchErrors(page);
    await page.goto('/login');
    await page.getByLabel('E-mail').fill(owner.email);
    await page.getByLabel('Пароль').fill(owner.password);
    await page.getByRole('button', { name: 'Увійти', exact: true }).click();
    await expect(page).toHaveURL(`${siteOrigin}/`);
    await expect(page.locator('html')).toHaveAttribute('data-started', 'hydrated');
    expect(errors).toEqual([]);
  });

  test('a visitor whose chosen language differs from the address gets the page in theirs', async ({
    page,
    context,
  }) => {
    const errors = watchErrors(page);
    await context.addCookies([{ name: 'i18nextLng', value: 'en', url: siteOrigin }]);
    await page.goto('/cars');
    // The server read the cookie: the page came in English and hydrated as it was.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cars');
    await expect(page.locator('html')).toHaveAttribute('data-started', 'hydrated');
    expect(errors).toEqual([]);
  });
});
