import { expect, test, type Page, type Response } from '@playwright/test';

import {
  bearer,
  signedInAccount,
  useTokens as giveBrowserTokens,
  type TokenPair,
} from '../support/accounts';
import { expiredCopyOf } from '../support/access-token';
import { browserTokens, callApiFromPage } from '../support/session';

test.use({ locale: 'en-US' });

/** Five calls a signed-in page makes; each needs a live session. */
const CALLS = [
  '/auth/me',
  '/profile',
  '/private-transport',
  '/private-transport?status=active',
  '/private-transport?fuelType=petrol',
];

interface Exchange {
  method: string;
  path: string;
  status: number;
  accessToken: string | null;
}

/** Every API call the page makes, with its answer and the access token it carried. */
function recordApiCalls(page: Page): Exchange[] {
  const log: Exchange[] = [];
  // On the answer's arrival, not once its body is read: a 401 that signs the page out and sends it
  // to /login may never finish reading (CI's busy run lost the refresh call that way).
  page.on('response', (response: Response) => {
    const request = response.request();
    const url = new URL(request.url());
    if (!url.pathname.startsWith('/api/')) return;
    const authorization = request.headers()['authorization'];
    url.searchParams.delete('lang');
    log.push({
      method: request.method(),
      path: `${url.pathname.slice('/api'.length)}${url.search}`,
      status: response.status(),
      accessToken: authorization?.replace(/^Bearer /, '') ?? null,
    });
  });
  return log;
}

async function openSignedIn(page: Page, tokens: TokenPair, path: string, nickname: string) {
  await giveBrowserTokens(page.context(), tokens);
  // The header loads the profile for its avatar; the journeys count only the calls made after it.
  const avatarProfile = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/profile',
  );
  await page.goto(path);
  await expect(page.getByRole('button', { name: `Account menu for ${nickname}` })).toBeVisible();
  expect((await avatarProfile).status()).toBe(200);
}

test('an expired access token is refreshed once for five concurrent calls, each retried once', async ({
  page,
  context,
  request,
}) => {
  const account = await signedInAccount(request, 'refresh');
  await openSignedIn(page, account.tokens, '/my/cars', account.nickname);

  // Fifteen minutes later, as far as the API is concerned.
  const expired = { ...account.tokens, accessToken: expiredCopyOf(account.tokens.accessToken) };
  await giveBrowserTokens(context, expired);
  const log = recordApiCalls(page);

  const results = await callApiFromPage(page, CALLS);
  expect(results).toEqual(CALLS.map((path) => ({ path, status: 200 })));

  const rotated = await browserTokens(context);
  expect(rotated).not.toBeNull();
  expect(rotated!.accessToken).not.toBe(expired.accessToken);
  expect(rotated!.refreshToken).not.toBe(account.tokens.refreshToken);

  // The page's own queries may call too; they share the one refresh like the five.
  const fired = () => log.filter((call) => CALLS.includes(call.path));
  await expect.poll(() => fired().length).toBe(10);
  const refreshes = log.filter((call) => call.path === '/auth/refresh-token');
  expect(refreshes).toEqual([
    { method: 'POST', path: '/auth/refresh-token', status: 200, accessToken: null },
  ]);
  for (const path of CALLS) {
    const attempts = log
      .filter((call) => call.method === 'GET' && call.path === path)
      .map(({ status, accessToken }) => ({ status, accessToken }));
    expect({ path, attempts }).toEqual({
      path,
      attempts: [
        { status: 401, accessToken: expired.accessToken },
        { status: 200, accessToken: rotated!.accessToken },
      ],
    });
  }

  // The page goes on with the new pair, and the old refresh token is spent.
  await page.reload();
  await expect(
    page.getByRole('button', { name: `Account menu for ${account.nickname}` }),
  ).toBeVisible();
  expect((await request.get('/api/auth/me', { headers: bearer(rotated!) })).status()).toBe(200);
});

test('a failed refresh clears the tokens and sends the user to sign in, keeping the way back', async ({
  page,
  context,
  request,
}) => {
  const account = await signedInAccount(request, 'refreshfail');
  await openSignedIn(page, account.tokens, '/my/cars?status=sold', account.nickname);

  // An expired access token whose refresh token the API does not know (well-formed, never issued).
  await giveBrowserTokens(context, {
    accessToken: expiredCopyOf(account.tokens.accessToken),
    refreshToken: 'A'.repeat(43),
  });
  const results = await callApiFromPage(page, ['/profile', '/auth/me']);
  expect(results).toEqual([
    { path: '/profile', status: 401 },
    { path: '/auth/me', status: 401 },
  ]);
  await expect(page).toHaveURL('/login?redirect=%2Fmy%2Fcars%3Fstatus%3Dsold');
  expect(await browserTokens(context)).toBeNull();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();

  await page.getByLabel('E-mail').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('main').getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL('/my/cars?status=sold');
});

test('a stolen refresh token used by someone else signs the session out everywhere', async ({
  page,
  context,
  request,
}) => {
  const account = await signedInAccount(request, 'stolen');
  await openSignedIn(page, account.tokens, '/my/cars', account.nickname);
  const copied = (await browserTokens(context))!;

  // The thief refreshes first and gets a pair of their own.
  const theft = await request.post('/api/auth/refresh-token', {
    data: { refreshToken: copied.refreshToken },
  });
  expect(theft.status()).toBe(200);
  const thief = (await theft.json()) as TokenPair;
  expect((await request.get('/api/auth/me', { headers: bearer(thief) })).status()).toBe(200);

  // Later the browser's access token expires and it presents its (now spent) refresh token.
  await giveBrowserTokens(context, { ...copied, accessToken: expiredCopyOf(copied.accessToken) });
  const log = recordApiCalls(page);
  await page.reload();
  await expect(page).toHaveURL('/login?redirect=%2Fmy%2Fcars');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
  expect(await browserTokens(context)).toBeNull();
  await expect
    .poll(() => log.filter((call) => call.path === '/auth/refresh-token').map((c) => c.status))
    .toEqual([401]);

  // The reuse revoked the whole session: the thief's pair is worthless too.
  expect((await request.get('/api/auth/me', { headers: bearer(thief) })).status()).toBe(401);
  const thiefRefresh = await request.post('/api/auth/refresh-token', {
    data: { refreshToken: thief.refreshToken },
  });
  expect(thiefRefresh.status()).toBe(401);
});
