import { expect, test, type Page } from '@playwright/test';

import {
  bearer,
  logIn,
  newAccount,
  registerActivated,
  signedInAccount,
  signedInAdmin,
  // Renamed: the React hooks lint rule takes any use… call outside a component for a hook.
  useTokens as giveBrowserTokens,
} from '../support/accounts';
import { expectNoSeriousViolations } from '../support/axe';
import { mailsTo, waitForMail } from '../support/mailbox';

/** What the journeys read and press, per interface language. */
const LANGUAGES = {
  uk: {
    locale: 'uk-UA',
    members: 'Учасники',
    search: 'Пошук учасників',
    status: 'Стан',
    active: 'Активний',
    blockedStatus: 'Заблокований',
    moderator: 'Модератор',
    reason: 'Причина',
    required: 'Обов’язкове поле',
    makeModerator: 'Зробити модератором',
    moderatorDialog: (nickname: string) => `Зробити ${nickname} модератором?`,
    moderatorDone: (nickname: string) => `${nickname} тепер модератор`,
    dashboard: 'Адмін-панель',
    block: 'Заблокувати',
    blockDialog: (nickname: string) => `Заблокувати ${nickname}?`,
    blockDone: (nickname: string) => `${nickname} заблоковано`,
    unblock: 'Розблокувати',
    unblockDone: (nickname: string) => `${nickname} розблоковано`,
    password: 'Пароль',
    signIn: 'Увійти',
    blockedMessage: 'Цей обліковий запис заблоковано командою CarClub',
    banUploads: 'Заборонити завантаження',
    bannedDone: (nickname: string) => `Завантаження для ${nickname} заборонено`,
    uploadsBanned: 'Команда CarClub заборонила цьому обліковому запису завантажувати фото',
    signOutEverywhere: 'Вийти на всіх пристроях',
    signedOutDone: (nickname: string) => `${nickname} виведено з усіх пристроїв`,
    resend: 'Надіслати лист активації ще раз',
    resendDone: (nickname: string) => `Лист активації надіслано ${nickname}`,
    delete: 'Видалити обліковий запис',
    typeNickname: (nickname: string) => `Введіть нікнейм ${nickname} для підтвердження`,
    mismatch: (nickname: string) => `Нікнейм не збігається: введіть ${nickname}`,
    deleteDone: (nickname: string) => `Обліковий запис ${nickname} видалено`,
    readOnly: 'Ваша роль дозволяє переглядати учасників',
  },
  en: {
    locale: 'en-US',
    members: 'Members',
    search: 'Search members',
    status: 'Status',
    active: 'Active',
    blockedStatus: 'Blocked',
    moderator: 'Moderator',
    reason: 'Reason',
    required: 'Required field',
    makeModerator: 'Make moderator',
    moderatorDialog: (nickname: string) => `Make ${nickname} a moderator?`,
    moderatorDone: (nickname: string) => `${nickname} is now a moderator`,
    dashboard: 'Dashboard',
    block: 'Block',
    blockDialog: (nickname: string) => `Block ${nickname}?`,
    blockDone: (nickname: string) => `${nickname} is blocked`,
    unblock: 'Unblock',
    unblockDone: (nickname: string) => `${nickname} is unblocked`,
    password: 'Password',
    signIn: 'Sign in',
    blockedMessage: 'This account is blocked by the CarClub team',
    banUploads: 'Ban uploads',
    bannedDone: (nickname: string) => `Uploads banned for ${nickname}`,
    uploadsBanned: 'The CarClub team has stopped this account from uploading photos',
    signOutEverywhere: 'Sign out everywhere',
    signedOutDone: (nickname: string) => `${nickname} is signed out everywhere`,
    resend: 'Resend activation mail',
    resendDone: (nickname: string) => `Activation mail sent to ${nickname}`,
    delete: 'Delete account',
    typeNickname: (nickname: string) => `Type the nickname ${nickname} to confirm`,
    mismatch: (nickname: string) => `The nickname does not match: type ${nickname}`,
    deleteDone: (nickname: string) => `The account of ${nickname} is deleted`,
    readOnly: 'Your role lets you look members up',
  },
} as const;

type Text = (typeof LANGUAGES)[keyof typeof LANGUAGES];

/** Finds `nickname` with the table's search and opens their page. */
async function openMember(page: Page, text: Text, nickname: string) {
  await page.goto('/dashboard/members');
  await expect(page.getByRole('heading', { level: 1, name: text.members })).toBeVisible();
  await page.getByRole('searchbox', { name: new RegExp(`^${text.search}`) }).fill(nickname);
  // The search runs once typing pauses; the row is clicked in its results, as a person would.
  await expect(page).toHaveURL(`/dashboard/members?q=${nickname}`);
  await page.getByRole('link', { name: nickname, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: nickname })).toBeVisible();
}

/** Presses an action, gives a reason when asked and confirms; waits for the toast. */
async function act(page: Page, action: string, done: string, reason?: string) {
  await page.getByRole('button', { name: action, exact: true }).click();
  const dialog = page.getByRole('alertdialog');
  if (reason !== undefined) {
    await dialog
      .getByRole('textbox', { name: new RegExp(`^${reason.split('|')[0]}`) })
      .fill(reason.split('|')[1]!);
  }
  await dialog.getByRole('button', { name: action, exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: done })).toBeVisible();
  await expect(dialog).toBeHidden();
}

for (const [language, text] of Object.entries(LANGUAGES)) {
  test.describe(`in ${language}`, () => {
    test.use({ locale: text.locale });

    test('an admin finds a member by search with the filters in the URL, and makes them a moderator', async ({
      page,
      context,
      browser,
      request,
    }) => {
      const admin = await signedInAdmin(request, `adm${language}`);
      const member = await signedInAccount(request, `mod${language}`);
      await giveBrowserTokens(context, admin.tokens);

      await page.goto('/dashboard/members');
      await expect(page.getByRole('heading', { level: 1, name: text.members })).toBeVisible();
      await expectNoSeriousViolations(page, 'the members table');
      await page
        .getByRole('searchbox', { name: new RegExp(`^${text.search}`) })
        .fill(member.nickname);
      await page.getByRole('combobox', { name: text.status }).selectOption('active');
      await expect(page).toHaveURL(
        new RegExp(`q=${member.nickname}.*status=active|status=active.*q=${member.nickname}`),
      );
      await expect(page.getByRole('row')).toHaveCount(2);

      // The URL is the table: a reload shows the same search and filter.
      await page.reload();
      await expect(
        page.getByRole('searchbox', { name: new RegExp(`^${text.search}`) }),
      ).toHaveValue(member.nickname);
      await expect(page.getByRole('combobox', { name: text.status })).toHaveValue('active');
      await page.getByRole('link', { name: member.nickname, exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: member.nickname })).toBeVisible();
      await expectNoSeriousViolations(page, "a member's page");

      // A reason is asked for, and its absence said, before anything is sent.
      await page.getByRole('button', { name: text.makeModerator, exact: true }).click();
      const dialog = page.getByRole('alertdialog', { name: text.moderatorDialog(member.nickname) });
      await expectNoSeriousViolations(page, 'the role dialog');
      await dialog.getByRole('button', { name: text.makeModerator, exact: true }).click();
      await expect(dialog.getByText(text.required)).toBeVisible();
      await act(
        page,
        text.makeModerator,
        text.moderatorDone(member.nickname),
        `${text.reason}|Runs the meet-ups`,
      );
      await expect(page.getByRole('main')).toContainText(text.moderator);

      // The member's next page shows the way in to the dashboard, where they may only look.
      const memberContext = await browser.newContext({ locale: text.locale });
      await giveBrowserTokens(memberContext, member.tokens);
      const memberPage = await memberContext.newPage();
      await memberPage.goto('/dashboard/members');
      await expect(memberPage.getByRole('heading', { level: 1, name: text.members })).toBeVisible();
      await memberPage
        .getByRole('banner')
        .getByRole('button', { name: new RegExp(member.nickname) })
        .click();
      await expect(memberPage.getByRole('menuitem', { name: text.dashboard })).toBeVisible();
      await memberPage.keyboard.press('Escape');
      await memberPage
        .getByRole('searchbox', { name: new RegExp(`^${text.search}`) })
        .fill(admin.nickname);
      await expect(memberPage).toHaveURL(`/dashboard/members?q=${admin.nickname}`);
      await memberPage.getByRole('link', { name: admin.nickname, exact: true }).click();
      await expect(memberPage.getByText(text.readOnly)).toBeVisible();
      await expect(memberPage.getByRole('button', { name: text.block, exact: true })).toHaveCount(
        0,
      );
      await memberContext.close();
    });

    test('a blocked member is signed out at once, told so at sign-in, and their page is gone until unblocked', async ({
      page,
      context,
      browser,
      request,
    }) => {
      const admin = await signedInAdmin(request, `adb${language}`);
      const member = await signedInAccount(request, `blk${language}`);
      await giveBrowserTokens(context, admin.tokens);
      const memberContext = await browser.newContext({ locale: text.locale });
      await giveBrowserTokens(memberContext, member.tokens);
      const memberPage = await memberContext.newPage();
      await memberPage.goto('/my/cars');
      await expect(memberPage).toHaveURL('/my/cars');
      expect(
        (await request.get(`/u/${member.nickname}`, { headers: { accept: 'text/html' } })).status(),
      ).toBe(200);

      await openMember(page, text, member.nickname);
      await act(
        page,
        text.block,
        text.blockDone(member.nickname),
        `${text.reason}|Sells stolen parts`,
      );
      await expect(page.getByRole('main')).toContainText(text.blockedStatus);

      // The member's open page: its next call fails and they are back at signing in.
      await memberPage.goto('/my/cars');
      await expect(memberPage).toHaveURL('/login?redirect=%2Fmy%2Fcars');
      await memberPage.getByLabel('E-mail').fill(member.email);
      await memberPage.getByLabel(new RegExp(`^${text.password}`)).fill(member.password);
      await memberPage.getByRole('main').getByRole('button', { name: text.signIn }).click();
      await expect(memberPage.getByText(text.blockedMessage)).toBeVisible();
      await expectNoSeriousViolations(memberPage, 'the blocked sign-in');
      expect(
        (await request.get(`/u/${member.nickname}`, { headers: { accept: 'text/html' } })).status(),
      ).toBe(404);

      await act(page, text.unblock, text.unblockDone(member.nickname));
      await logIn(request, member);
      expect(
        (await request.get(`/u/${member.nickname}`, { headers: { accept: 'text/html' } })).status(),
      ).toBe(200);
      await memberContext.close();
    });

    test('uploads are banned with a clear refusal, and a member is signed out everywhere', async ({
      page,
      context,
      request,
    }) => {
      const admin = await signedInAdmin(request, `adu${language}`);
      const member = await signedInAccount(request, `upl${language}`);
      await giveBrowserTokens(context, admin.tokens);
      await openMember(page, text, member.nickname);

      await act(
        page,
        text.banUploads,
        text.bannedDone(member.nickname),
        `${text.reason}|Other people's photos`,
      );
      const upload = await request.post(`/api/media/change-avatar?lang=${language}`, {
        headers: bearer(member.tokens),
        multipart: {
          file: { name: 'a.png', mimeType: 'image/png', buffer: Buffer.from('not read') },
        },
      });
      expect(upload.status()).toBe(403);
      expect((await upload.json()).message).toBe('validation.uploadsBanned');

      await act(page, text.signOutEverywhere, text.signedOutDone(member.nickname));
      expect((await request.get('/api/auth/me', { headers: bearer(member.tokens) })).status()).toBe(
        401,
      );
    });

    test('the activation mail is sent again, and an account is deleted only with its nickname typed', async ({
      page,
      context,
      request,
    }) => {
      const admin = await signedInAdmin(request, `add${language}`);
      const waiting = newAccount(`wait${language}`);
      expect(
        (await request.post(`/api/auth/register?lang=${language}`, { data: waiting })).status(),
      ).toBe(201);
      await waitForMail(waiting.email);
      await giveBrowserTokens(context, admin.tokens);

      await openMember(page, text, waiting.nickname);
      await act(page, text.resend, text.resendDone(waiting.nickname));
      await waitForMail(waiting.email, 2);
      expect(await mailsTo(waiting.email)).toHaveLength(2);

      const doomed = await registerActivated(
        request,
        newAccount(`del${language}`),
        language as 'uk' | 'en',
      );
      await openMember(page, text, doomed.nickname);
      await page.getByRole('button', { name: text.delete, exact: true }).click();
      const dialog = page.getByRole('alertdialog');
      await dialog
        .getByRole('textbox', { name: new RegExp(`^${text.typeNickname(doomed.nickname)}`) })
        .fill('someone else');
      await dialog
        .getByRole('textbox', { name: new RegExp(`^${text.reason}`) })
        .fill('Asked by e-mail');
      await dialog.getByRole('button', { name: text.delete, exact: true }).click();
      await expect(dialog.getByText(text.mismatch(doomed.nickname))).toBeVisible();
      await expectNoSeriousViolations(page, 'the delete dialog with an error');
      // Nothing was lost: the reason is still there, the account too.
      await expect(
        dialog.getByRole('textbox', { name: new RegExp(`^${text.reason}`) }),
      ).toHaveValue('Asked by e-mail');
      await dialog
        .getByRole('textbox', { name: new RegExp(`^${text.typeNickname(doomed.nickname)}`) })
        .fill(doomed.nickname);
      await dialog.getByRole('button', { name: text.delete, exact: true }).click();
      await expect(
        page.getByRole('status').filter({ hasText: text.deleteDone(doomed.nickname) }),
      ).toBeVisible();
      await expect(page).toHaveURL('/dashboard/members');
      const signIn = await request.post('/api/auth/login', {
        data: { email: doomed.email, password: doomed.password },
      });
      expect(signIn.status()).toBe(401);
    });
  });
}

test('a row clicked before typing in the search pauses opens that member, who stays open', async ({
  page,
  context,
  request,
}) => {
  const admin = await signedInAdmin(request, 'adq');
  await giveBrowserTokens(context, admin.tokens);
  await page.goto('/dashboard/members');
  // The newest member is on the first page of the plain table.
  await expect(page.getByRole('link', { name: admin.nickname, exact: true })).toBeVisible();
  // On a busy machine the pause may end before the click: the search then keeps the rows shown
  // until its answer, which never comes here, so the row can still be clicked either way.
  await page.route(/\/api\/admin\/members\?.*q=somebody/, () => undefined);
  await page.getByRole('searchbox').fill('somebody else');
  await page.getByRole('link', { name: admin.nickname, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: admin.nickname })).toBeVisible();
  // Longer than the search's pause: the search typed on the table must not take the page back.
  await page.waitForTimeout(1_000);
  await expect(page).toHaveURL(/\/dashboard\/members\/[0-9a-f-]{36}$/);
});
