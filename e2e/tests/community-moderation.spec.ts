import { expect, test, type Locator, type Page } from '@playwright/test';

import {
  bearer,
  signedInAccount,
  signedInAdmin,
  signedInTrustedAccount,
  pageAs,
} from '../support/accounts';
import { expectNoSeriousViolations } from '../support/axe';
import { gotoStarted } from '../support/site';
import { createPublicCar } from '../support/vehicles';

/** The comment (its article) whose text is `text`. */
const commentWith = (page: Page, text: string): Locator =>
  page
    .getByRole('article')
    .filter({ has: page.getByText(text, { exact: true }) })
    .last();

test('a newcomer’s held comment waits for a moderator, who releases it; reported, it is hidden from its report', async ({
  browser,
  request,
}) => {
  const owner = await signedInAccount(request, 'owner');
  const car = await createPublicCar(request, owner, { name: 'Moderated Golf' });
  const created = await request.post(`/api/private-transport/${car.id}/logbook`, {
    headers: bearer(owner.tokens),
    data: { title: 'Нове зчеплення', date: '2026-02-01', category: 'repair' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const entryPath = `${car.path}/logbook/${((await created.json()) as { id: string }).id}`;
  const words = `Який комплект ставили? ${Date.now()}`;

  // The newcomer comments: it waits, and only they see it, with a note saying so.
  const newcomer = await signedInAccount(request, 'newcomer');
  const author = await pageAs(browser, 'uk-UA', newcomer);
  await gotoStarted(author, entryPath);
  await expect(author.locator('html')).toHaveAttribute('data-started', 'hydrated');
  await author.getByRole('textbox', { name: 'Ваш коментар' }).fill(words);
  await author.getByRole('button', { name: 'Коментувати', exact: true }).click();
  await expect(author.getByText('Ваш коментар чекає на модератора.')).toBeVisible();
  await expect(
    commentWith(author, words).getByText('Чекає на модератора: поки що його бачите лише ви.'),
  ).toBeVisible();
  const reader = await pageAs(browser, 'uk-UA');
  await gotoStarted(reader, entryPath);
  await expect(reader.getByText('Коментарів ще немає.')).toBeVisible();
  await expect(reader.getByText(words)).toHaveCount(0);

  // The moderator (this step in English) finds it in the Community queue and approves it.
  const moderator = await pageAs(browser, 'en-GB', await signedInAdmin(request, 'moderator'));
  await moderator.goto('/dashboard/vehicles');
  const community = moderator.getByRole('region', { name: 'Community' });
  const row = community.getByRole('row').filter({ hasText: words });
  await expect(row.getByRole('link', { name: 'Нове зчеплення' })).toBeVisible();
  await expect(row).toContainText(newcomer.nickname);
  await expectNoSeriousViolations(moderator, 'the Community queue');
  await row.getByRole('button', { name: /^Approve / }).click();
  await expect(moderator.getByRole('status').filter({ hasText: 'is published' })).toBeVisible();
  await expect(row).toHaveCount(0);

  // Released: the reader sees it, and the author's note is gone.
  await gotoStarted(reader, entryPath);
  await expect(commentWith(reader, words)).toBeVisible();
  await expect(reader.getByRole('heading', { level: 2, name: 'Коментарі (1)' })).toBeVisible();
  // The server draws the thread a visitor sees: a crawler with no JavaScript reads it too.
  const crawler = await browser.newContext({ javaScriptEnabled: false, locale: 'uk-UA' });
  try {
    const bare = await crawler.newPage();
    await bare.goto(entryPath);
    await expect(commentWith(bare, words)).toBeVisible();
  } finally {
    await crawler.close();
  }
  await gotoStarted(author, entryPath);
  await expect(commentWith(author, words)).toBeVisible();
  await expect(author.getByText('Чекає на модератора: поки що його бачите лише ви.')).toHaveCount(
    0,
  );

  // A member reports it; the moderator hides it from the report, with a reason.
  const reporter = await pageAs(
    browser,
    'uk-UA',
    await signedInTrustedAccount(request, 'reporter'),
  );
  await gotoStarted(reporter, entryPath);
  await commentWith(reporter, words)
    .getByRole('button', { name: `Поскаржитися на коментар ${newcomer.nickname}` })
    .click();
  const form = reporter.getByRole('dialog', { name: `Скарга на коментар ${newcomer.nickname}` });
  await form.getByRole('radio', { name: 'Спам або реклама' }).check();
  await form.getByRole('button', { name: 'Надіслати скаргу' }).click();
  await expect(reporter.getByText('Дякуємо: модератори її розглянуть')).toBeVisible();

  await moderator.goto('/dashboard/reports');
  const card = moderator.getByRole('listitem').filter({ hasText: words });
  await expect(card).toContainText('Comment');
  await card.getByRole('button', { name: /^Hide and resolve the report of / }).click();
  const confirm = moderator.getByRole('dialog', { name: 'Hide it and resolve the report?' });
  await confirm.getByRole('textbox', { name: /^Reason/ }).fill('Advertising');
  await confirm.getByRole('button', { name: 'Hide and resolve' }).click();
  await expect(moderator.getByText('Hidden, and the report is resolved')).toBeVisible();
  await expect(card).toHaveCount(0);

  // Everyone else sees its place only; its author sees the reason.
  await gotoStarted(reader, entryPath);
  await expect(reader.getByText('Коментар приховано', { exact: true })).toBeVisible();
  await expect(reader.getByText(words)).toHaveCount(0);
  await gotoStarted(author, entryPath);
  await expect(commentWith(author, words)).toContainText('Advertising');
});
