import { randomBytes } from 'node:crypto';

import { expect, test, type BrowserContext, type Page } from '@playwright/test';

import { bearer, logIn, newAccount, registerActivated, type TokenPair } from '../support/accounts';
import { expectNoSeriousViolations } from '../support/axe';
import { E2E_OIDC_ISSUER, PROVIDER_PAGE } from '../support/google-provider';
import { linkTo, waitForMail } from '../support/mailbox';
import { browserTokens } from '../support/session';
import { watchCsp } from '../support/site';

const HANDOFF_COOKIE = 'carclub_google_handoff';

interface UrlLog {
  /** Every URL the browser requested (each redirect hop too) or showed in the address bar. */
  urls: string[];
  /** The hand-off secrets the API handed the browser in (httpOnly) cookies. */
  handoffs(): Promise<string[]>;
}

/** Records what the browser asked for and was shown, to prove no secret ever travels in a URL. */
function watchUrls(context: BrowserContext, page: Page): UrlLog {
  const urls: string[] = [];
  const handoffs: Array<Promise<string | null>> = [];
  context.on('request', (request) => urls.push(request.url()));
  page.on('framenavigated', (frame) => urls.push(frame.url()));
  context.on('response', (response) => {
    if (!response.url().includes('/api/auth/google/callback')) return;
    handoffs.push(
      response.headerValues('set-cookie').then((cookies) => {
        const handoff = cookies.find((cookie) => cookie.startsWith(`${HANDOFF_COOKIE}=`));
        return handoff ? handoff.slice(HANDOFF_COOKIE.length + 1).split(';')[0]! : null;
      }),
    );
  });
  return {
    urls,
    handoffs: async () =>
      (await Promise.all(handoffs)).filter((value): value is string => Boolean(value)),
  };
}

async function expectNoSecretInUrls(log: UrlLog, tokens: TokenPair) {
  const handoffs = await log.handoffs();
  expect(handoffs).toHaveLength(1);
  const secrets = [tokens.accessToken, tokens.refreshToken, ...handoffs];
  expect(secrets.every((secret) => secret.length >= 20)).toBe(true);
  // The provider's callback URL carries the code (and state), never more.
  expect(log.urls.some((url) => url.includes('/api/auth/google/callback?code='))).toBe(true);
  for (const url of log.urls) {
    const decoded = decodeURIComponent(url);
    for (const secret of secrets) expect(decoded).not.toContain(secret);
  }
}

/** Signs in on the provider's page as the owner of `email`. */
async function signInAtProvider(page: Page, email: string, name?: string) {
  await expect(page).toHaveURL(new RegExp(`^${E2E_OIDC_ISSUER}/interaction/`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(PROVIDER_PAGE.title);
  await page.getByLabel(PROVIDER_PAGE.email).fill(email);
  if (name !== undefined) await page.getByLabel(PROVIDER_PAGE.name).fill(name);
  await page.getByRole('button', { name: PROVIDER_PAGE.proceed }).click();
}

test.describe('Google sign-in', () => {
  test.use({ locale: 'en-US' });

  test('a new person signs in with Google and lands on the protected page they asked for', async ({
    page,
    context,
    request,
  }) => {
    const csp = watchCsp(page);
    const log = watchUrls(context, page);
    const id = randomBytes(4).toString('hex');
    const email = `google-${id}@e2e.carclub.test`;
    const nickname = `olha.kovalenko${id}`;

    await page.goto('/my/cars');
    await expect(page).toHaveURL('/login?redirect=%2Fmy%2Fcars');
    await page.getByRole('link', { name: 'Sign in with Google' }).click();
    await signInAtProvider(page, email, `Olha Kovalenko${id}`);

    await expect(page).toHaveURL('/my/cars');
    await expect(
      page.getByRole('status').filter({ hasText: `Welcome back, ${nickname}!` }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: `Account menu for ${nickname}` })).toBeVisible();

    const tokens = await browserTokens(context);
    expect(tokens).not.toBeNull();
    const me = await request.get('/api/auth/me', { headers: bearer(tokens!) });
    expect(me.status()).toBe(200);
    expect(await me.json()).toMatchObject({ email, nickname, roles: ['user'] });

    // The browser went through the callback page, which collected the session and gave way.
    expect(log.urls.some((url) => new URL(url).pathname === '/auth/google/callback')).toBe(true);
    await expectNoSecretInUrls(log, tokens!);

    // Still signed in after a reload, like any other session.
    await page.reload();
    await expect(page.getByRole('button', { name: `Account menu for ${nickname}` })).toBeVisible();
    expect(csp).toEqual([]);
  });

  test('a Google account with the e-mail of a password account signs into that same account', async ({
    page,
    context,
    request,
  }) => {
    const log = watchUrls(context, page);
    const account = await registerActivated(request, newAccount('google-link'));
    const passwordTokens = await logIn(request, account);
    const before = await request.get('/api/auth/me', { headers: bearer(passwordTokens) });
    const { id } = (await before.json()) as { id: string };

    await page.goto('/login');
    await page.getByRole('link', { name: 'Sign in with Google' }).click();
    await signInAtProvider(page, account.email.toUpperCase());

    await expect(page).toHaveURL('/');
    await expect(
      page.getByRole('status').filter({ hasText: `Welcome back, ${account.nickname}!` }),
    ).toBeVisible();
    const tokens = await browserTokens(context);
    const me = await request.get('/api/auth/me', { headers: bearer(tokens!) });
    expect(await me.json()).toMatchObject({ id, email: account.email, nickname: account.nickname });
    await expectNoSecretInUrls(log, tokens!);

    // Linking kept the password: both ways lead into the account.
    await logIn(request, account);
  });
});

test.describe('Google sign-in, cancelled, in Ukrainian', () => {
  // The browser prefers English and the sign-in page, read in Ukrainian (chosen in its address),
  // is left before its script has run, so nothing stored the language: only the address carries it.
  test.use({ locale: 'en-US' });

  test('cancelling at the provider ends on a friendly page with a way back to sign in', async ({
    page,
    context,
  }) => {
    const csp = watchCsp(page);
    await page.route(/\.js(\?|$)/, (route) => route.abort());
    await page.goto('/login?redirect=%2Fadd-car&lang=uk');
    await page.getByRole('link', { name: 'Увійти через Google' }).click();
    await expect(page).toHaveURL(new RegExp(`^${E2E_OIDC_ISSUER}/interaction/`));
    await page.unrouteAll();
    await page.getByRole('button', { name: PROVIDER_PAGE.cancel }).click();

    await expect(page).toHaveURL(/\/auth\/google\/callback\?/);
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText('Не вдалося увійти через Google');
    await expect(heading).toBeFocused();
    await expect(page.getByRole('alert')).toHaveText(
      'Ви скасували вхід через Google. Можна спробувати ще раз або увійти з e-mail і паролем.',
    );
    expect(await browserTokens(context)).toBeNull();
    await expectNoSeriousViolations(page, 'the Google failure page');

    // Keyboard only: from the focused heading to "try again", then "back to sign in".
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Спробувати Google ще раз' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Повернутися до входу' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/login?redirect=%2Fadd-car');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Вхід');
    expect(csp).toEqual([]);
  });
});

test.describe('a password for a Google member', () => {
  test.use({ locale: 'en-US' });

  test('the Security tab mails a link that sets a first password, which then signs in', async ({
    page,
    request,
  }) => {
    const id = randomBytes(4).toString('hex');
    const email = `google-pw-${id}@e2e.carclub.test`;
    await page.goto('/login');
    await page.getByRole('link', { name: 'Sign in with Google' }).click();
    await signInAtProvider(page, email, `Petro Shevchuk${id}`);
    await expect(page.getByRole('button', { name: /^Account menu for / })).toBeVisible();

    await page.goto('/profile/settings?tab=security');
    await page.getByRole('button', { name: 'Send me a link to set a password' }).click();
    await expect(page.getByText(`We sent a link to set your password to ${email}.`)).toBeVisible();

    const link = linkTo(await waitForMail(email), '/reset-password');
    await page.goto(link.href);
    const password = `first-of-mine-${id}`;
    await page.getByLabel(/^New password/).fill(password);
    await page.getByLabel('Confirm the new password').fill(password);
    await page.getByRole('button', { name: 'Save the new password' }).click();
    await expect(page).toHaveURL('/login');

    const login = await request.post('/api/auth/login', { data: { email, password } });
    expect(login.status()).toBe(200);
  });
});
