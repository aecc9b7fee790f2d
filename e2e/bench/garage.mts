/**
 * The garage half of `pnpm bench`: how long a signed-in member waits between clicking "My
 * vehicles" in the header and seeing their cars, and the JavaScript the garage pages cost. Runs
 * against the site `run.mts` serves; the member signs up through the API like anyone else (the
 * activation link is read from the site's mail outbox, as no SMTP server is configured).
 */
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

import { REQUIRED_VEHICLE_FIELDS } from '@carclub/testing/fixtures';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { simpleParser } from 'mailparser';

const require = createRequire(import.meta.url);
// The API's demo pictures (drawn by its sharp); required, not imported, like api.mts does.
const { renderDemoPicture } =
  require('../../api/src/cli/demo/demo-images.ts') as typeof import('../../api/src/cli/demo/demo-images.ts');

const CARS = 30;
const CARS_WITH_PHOTOS = 12;
const RUNS = 5;
/** A card of the list; its appearance is "the list rendered". */
const CARD = 'article.vl-card';

export interface TokenPair {
  accessToken: string;
  refreshToken: string;
}

export interface GarageFigures {
  clickToListMs: { cold: number; warmCache: number; inPage: number };
  jsKb: { myCars: number; editCar: number };
}

export async function api<T>(origin: string, pathname: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(`${origin}/api${pathname}`, init);
  if (!response.ok) throw new Error(`${pathname}: ${response.status} ${await response.text()}`);
  return (response.status === 204 ? undefined : await response.json()) as T;
}

export const json = (body: unknown, tokens?: TokenPair): RequestInit => ({
  method: 'POST',
  headers: {
    'content-type': 'application/json',
    ...(tokens && { authorization: `Bearer ${tokens.accessToken}` }),
  },
  body: JSON.stringify(body),
});

/** The newest activation token mailed to `email`, from the outbox folder of `dataDir`. */
export async function activationToken(dataDir: string, email: string): Promise<string> {
  const outbox = path.join(dataDir, 'outbox');
  for (let attempt = 0; attempt < 50; attempt += 1) {
    // The API mails after it answers: the folder may not even exist yet.
    const files = existsSync(outbox) ? readdirSync(outbox) : [];
    for (const file of files.sort().reverse()) {
      const mail = await simpleParser(readFileSync(path.join(outbox, file)));
      const to = Array.isArray(mail.to) ? mail.to : [mail.to];
      if (!to.some((address) => address?.text.includes(email))) continue;
      const token = /\/activate\?token=([\w-]+)/.exec(mail.text ?? '')?.[1];
      if (token) return token;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no activation mail for ${email} in ${outbox}`);
}

/** A new member with 30 cars, the newest 12 with a photo: a full first page of real cards. */
async function memberWithGarage(
  origin: string,
  dataDir: string,
): Promise<{ tokens: TokenPair; carId: string }> {
  const id = randomBytes(4).toString('hex');
  const account = {
    email: `bench-${id}@bench.carclub.test`,
    password: `garage-${id}-secret`,
    nickname: `bench_${id}`,
  };
  await api(origin, '/auth/register', json(account));
  await api(
    origin,
    '/auth/activate',
    json({ token: await activationToken(dataDir, account.email) }),
  );
  const tokens = await api<TokenPair>(
    origin,
    '/auth/login',
    json({ email: account.email, password: account.password }),
  );

  let carId = '';
  for (let index = 0; index < CARS; index += 1) {
    const car = await api<{ id: string }>(
      origin,
      '/private-transport',
      json(
        {
          ...REQUIRED_VEHICLE_FIELDS,
          name: `Bench car ${index + 1}`,
          year: 2000 + (index % 24),
          mileage: 10_000 * index,
        },
        tokens,
      ),
    );
    carId = car.id;
    if (index >= CARS - CARS_WITH_PHOTOS) {
      const form = new FormData();
      const photo = await renderDemoPicture(index);
      form.append('file', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'car.jpg');
      await api(origin, `/private-transport/${car.id}/preview`, {
        method: 'POST',
        headers: { authorization: `Bearer ${tokens.accessToken}` },
        body: form,
      });
    }
  }
  return { tokens, carId };
}

async function signedInContext(
  browser: Browser,
  origin: string,
  tokens: TokenPair,
): Promise<BrowserContext> {
  const context = await browser.newContext({ locale: 'en-US' });
  await context.addCookies([
    {
      name: 'auth_tokens',
      value: encodeURIComponent(JSON.stringify(tokens)),
      url: origin,
      secure: true,
      sameSite: 'Strict',
    },
  ]);
  return context;
}

/**
 * Clicks the header's "My vehicles" link and returns the milliseconds, measured in the page, from
 * the click to the first card in the document.
 */
async function clickToList(page: Page): Promise<number> {
  await page.evaluate((card) => {
    const state = window as unknown as { __bench: { clicked?: number; rendered?: number } };
    state.__bench = {};
    document.addEventListener('click', () => (state.__bench.clicked = performance.now()), {
      capture: true,
      once: true,
    });
    const observer = new MutationObserver(() => {
      if (document.querySelector(card)) {
        state.__bench.rendered = performance.now();
        observer.disconnect();
      }
    });
    observer.observe(document.body, { childList: true, subtree: true });
  }, CARD);
  await page.locator('header').getByRole('link', { name: 'My vehicles' }).click();
  await page.locator(CARD).first().waitFor();
  return page.evaluate(() => {
    const { clicked = 0, rendered = 0 } = (
      window as unknown as { __bench: { clicked?: number; rendered?: number } }
    ).__bench;
    return Math.round(rendered - clicked);
  });
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function jsKb(
  browser: Browser,
  origin: string,
  tokens: TokenPair,
  pathname: string,
  ready: string,
): Promise<number> {
  const context = await signedInContext(browser, origin, tokens);
  const page = await context.newPage();
  let bytes = 0;
  const pending: Promise<void>[] = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() !== 'script') return;
    pending.push(request.sizes().then((sizes) => void (bytes += sizes.responseBodySize)));
  });
  await page.goto(`${origin}${pathname}`);
  // Not networkidle: a member's notification stream stays open. The page's content is the end.
  await page.locator(ready).first().waitFor();
  await Promise.all(pending);
  await context.close();
  return Math.round((bytes / 1024) * 10) / 10;
}

/**
 * Opens `url` and waits until the app's first render is on screen. Not networkidle: a signed-in
 * member's notification stream keeps a request open for as long as the page lives.
 */
async function startedPage(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.locator('html[data-started]').waitFor({ state: 'attached' });
}

export async function benchGarage(
  browser: Browser,
  origin: string,
  dataDir: string,
): Promise<GarageFigures> {
  const { tokens, carId } = await memberWithGarage(origin, dataDir);
  const cold: number[] = [];
  const warmCache: number[] = [];
  const inPage: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    // Cold: a new browser profile, so the garage remote and its chunks come over the network.
    const context = await signedInContext(browser, origin, tokens);
    const page = await context.newPage();
    await startedPage(page, origin);
    cold.push(await clickToList(page));
    // In page: back home inside the app, then again; the remote is running, the list is cached
    // and refetched behind it.
    await page.locator('header').getByRole('link', { name: 'CarClub' }).click();
    await page.waitForURL(`${origin}/`);
    inPage.push(await clickToList(page));
    // Warm cache: a new page load with the remote's files in the browser's cache.
    await startedPage(page, origin);
    warmCache.push(await clickToList(page));
    await context.close();
  }
  return {
    clickToListMs: { cold: median(cold), warmCache: median(warmCache), inPage: median(inPage) },
    jsKb: {
      myCars: await jsKb(browser, origin, tokens, '/my/cars', CARD),
      editCar: await jsKb(browser, origin, tokens, `/edit-car/${carId}`, 'form'),
    },
  };
}
