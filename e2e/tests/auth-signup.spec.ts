import { expect, test } from '@playwright/test';

import { bearer, newAccount, registerActivated } from '../support/accounts';
import { linkTo, waitForMail } from '../support/mailbox';
import { browserTokens } from '../support/session';
import { watchCsp } from '../support/site';

/** What the journey reads on the way, in each interface language (spec §8 where it names them). */
const LANGUAGES = {
  uk: {
    locale: 'uk-UA',
    registerTitle: 'Створення облікового запису',
    email: 'E-mail',
    password: 'Пароль',
    nickname: 'Нікнейм',
    register: 'Зареєструватися',
    legal: [
      { link: 'правила сайту', path: '/legal/site-rules', title: 'Правила сайту' },
      { link: 'правила користувача', path: '/legal/user-rules', title: 'Правила користувача' },
      {
        link: 'політику конфіденційності',
        path: '/legal/privacy',
        title: 'Політика конфіденційності',
      },
      { link: 'публічну оферту', path: '/legal/offer', title: 'Публічна оферта' },
    ],
    checkEmail: 'Перевірте пошту',
    mailSubject: 'Підтвердіть реєстрацію в CarClub',
    activated: 'Обліковий запис активовано',
    signIn: 'Увійти',
    loginTitle: 'Вхід',
    welcome: (nickname: string) => `З поверненням, ${nickname}!`,
    accountMenu: (nickname: string) => `Меню облікового запису ${nickname}`,
    signOut: 'Вийти',
  },
  en: {
    locale: 'en-US',
    registerTitle: 'Create an account',
    email: 'E-mail',
    password: 'Password',
    nickname: 'Nickname',
    register: 'Create account',
    legal: [
      { link: 'site rules', path: '/legal/site-rules', title: 'Site rules' },
      { link: 'user rules', path: '/legal/user-rules', title: 'User rules' },
      { link: 'privacy policy', path: '/legal/privacy', title: 'Privacy policy' },
      { link: 'public offer', path: '/legal/offer', title: 'Public offer' },
    ],
    checkEmail: 'Check your e-mail',
    mailSubject: 'Confirm your CarClub registration',
    activated: 'Your account is active',
    signIn: 'Sign in',
    loginTitle: 'Sign in',
    welcome: (nickname: string) => `Welcome back, ${nickname}!`,
    accountMenu: (nickname: string) => `Account menu for ${nickname}`,
    signOut: 'Sign out',
  },
} as const;

for (const [language, text] of Object.entries(LANGUAGES)) {
  test.describe(`in ${language}`, () => {
    test.use({ locale: text.locale });

    test('register → e-mail → activate → sign in → reload → sign out', async ({
      page,
      context,
      request,
    }) => {
      const csp = watchCsp(page);
      const account = newAccount(`signup-${language}`);
      await page.goto('/register');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.registerTitle);

      await page.getByLabel(text.email).fill(account.email);
      await page.getByLabel(text.password).fill(account.password);
      await page.getByLabel(text.nickname).fill(account.nickname);

      // The agreement line names the four documents; each opens its page with real text in a new
      // tab, and the half-filled form stays as it was.
      const form = page.locator('form');
      for (const document of text.legal) {
        const link = form.getByRole('link', { name: document.link, exact: true });
        await expect(link).toHaveAttribute('href', document.path);
        const [tab] = await Promise.all([context.waitForEvent('page'), link.click()]);
        await expect(tab).toHaveURL(document.path);
        await expect(tab.getByRole('heading', { level: 1 })).toHaveText(document.title);
        expect(await tab.getByRole('heading', { level: 2 }).count()).toBeGreaterThan(2);
        await tab.close();
      }
      await expect(page.getByLabel(text.email)).toHaveValue(account.email);
      await expect(page.getByLabel(text.nickname)).toHaveValue(account.nickname);
      await page.getByRole('button', { name: text.register }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.checkEmail);
      await expect(page.getByRole('main')).toContainText(account.email);

      // The mail comes in the language the visitor used the site in.
      const mail = await waitForMail(account.email);
      expect(mail.subject).toBe(text.mailSubject);
      expect(mail.text).toContain(account.nickname);
      const activation = linkTo(mail, '/activate');
      expect(activation.origin).toBe(new URL(page.url()).origin);

      // Signing in before following the link is refused.
      const early = await request.post('/api/auth/login', {
        data: { email: account.email, password: account.password },
      });
      expect(early.status()).toBe(403);

      await page.goto(activation.href);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.activated);
      await page.getByRole('main').getByRole('link', { name: text.signIn }).click();
      await expect(page).toHaveURL('/login');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.loginTitle);

      await page.getByLabel(text.email).fill(account.email);
      await page.getByLabel(text.password).fill(account.password);
      await page.getByRole('main').getByRole('button', { name: text.signIn }).click();
      await expect(
        page.getByRole('status').filter({ hasText: text.welcome(account.nickname) }),
      ).toBeVisible();
      await expect(page).toHaveURL('/');
      const menu = page.getByRole('button', { name: text.accountMenu(account.nickname) });
      await expect(menu).toBeVisible();
      const tokens = await browserTokens(context);
      expect(tokens).not.toBeNull();

      await page.reload();
      await expect(menu).toBeVisible();
      await page.goto('/my/cars');
      await expect(page).toHaveURL('/my/cars');

      const logoutCall = page.waitForResponse(
        (response) =>
          response.url().includes('/api/auth/logout') && response.request().method() === 'DELETE',
      );
      await menu.click();
      await page.getByRole('menuitem', { name: text.signOut }).click();
      expect((await logoutCall).status()).toBe(204);
      await expect(page).toHaveURL('/');
      await expect(page.getByRole('banner').getByRole('link', { name: text.signIn })).toBeVisible();
      expect(await browserTokens(context)).toBeNull();
      // The session ended on the server too: the tokens the browser held are worthless now.
      const me = await request.get('/api/auth/me', { headers: bearer(tokens!) });
      expect(me.status()).toBe(401);

      await page.goto('/my/cars');
      await expect(page).toHaveURL('/login?redirect=%2Fmy%2Fcars');
      expect(csp).toEqual([]);
    });
  });
}

test.describe('registration errors', () => {
  test.use({ locale: 'en-US' });

  test('a taken e-mail and a taken nickname are named under their fields, keeping what was typed', async ({
    page,
    request,
  }) => {
    const existing = await registerActivated(request, newAccount('taken'));
    const fresh = newAccount('fresh');
    await page.goto('/register');
    const email = page.getByLabel('E-mail');
    const password = page.getByLabel('Password');
    const nickname = page.getByLabel('Nickname');

    await email.fill(existing.email);
    await password.fill(fresh.password);
    await nickname.fill(fresh.nickname);
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription('This email is already in use');
    await expect(email).toHaveValue(existing.email);
    await expect(password).toHaveValue(fresh.password);
    await expect(nickname).toHaveValue(fresh.nickname);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Create an account');

    // Nicknames are unique whatever their case.
    await email.fill(fresh.email);
    await nickname.fill(existing.nickname.toUpperCase());
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(nickname).toHaveAttribute('aria-invalid', 'true');
    await expect(nickname).toHaveAccessibleDescription(/This nickname is already in use$/);
    await expect(email).not.toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveValue(fresh.email);
    await expect(password).toHaveValue(fresh.password);
    await expect(nickname).toHaveValue(existing.nickname.toUpperCase());

    await nickname.fill(fresh.nickname);
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Check your e-mail');
    expect((await waitForMail(fresh.email)).subject).toBe('Confirm your CarClub registration');
  });
});

test.describe('weak passwords and reserved nicknames', () => {
  test.use({ locale: 'en-US' });

  test('the meter says why a common password is refused, and the form refuses it and a reserved nickname', async ({
    page,
  }) => {
    const account = newAccount('weak');
    await page.goto('/register');
    const password = page.getByLabel('Password');
    const nickname = page.getByLabel('Nickname');
    const meter = page.getByRole('meter', { name: 'Strength' });

    await page.getByLabel('E-mail').fill(account.email);
    await password.fill('password1');
    await expect(meter).toHaveAttribute('aria-valuetext', 'Too weak');
    await expect(
      page.getByRole('listitem').filter({ hasText: 'one of the most common ones' }),
    ).toBeVisible();
    await nickname.fill('Support');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(password).toHaveAccessibleDescription(/one of the most common ones/);
    await expect(nickname).toHaveAccessibleDescription(/This nickname is reserved/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Create an account');

    await password.fill(account.password);
    await expect(meter).not.toHaveAttribute('aria-valuetext', 'Too weak');
    await nickname.fill(account.nickname);
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Check your e-mail');
  });
});

test.describe('registration errors in Ukrainian', () => {
  test.use({ locale: 'uk-UA' });

  test('a taken e-mail is named under the field', async ({ page, request }) => {
    const existing = await registerActivated(request, newAccount('taken'));
    await page.goto('/register');
    await page.getByLabel('E-mail').fill(existing.email);
    await page.getByLabel('Пароль').fill('another-password');
    await page.getByLabel('Нікнейм').fill(newAccount('other').nickname);
    await page.getByRole('button', { name: 'Зареєструватися' }).click();
    await expect(page.getByLabel('E-mail')).toHaveAccessibleDescription(
      'Ця електронна адреса вже використовується',
    );
  });
});
