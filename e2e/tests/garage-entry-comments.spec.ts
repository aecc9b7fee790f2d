import { expect, test, type Locator, type Page } from '@playwright/test';

import { bearer, signedInTrustedAccount, useTokens } from '../support/accounts';
import { expectNoSeriousViolations } from '../support/axe';
import { gotoStarted } from '../support/site';
import { createPublicCar } from '../support/vehicles';

test.use({ locale: 'uk-UA' });

/** The comment (its article) whose text is `text`. */
const commentWith = (page: Page, text: string): Locator =>
  page
    .getByRole('article')
    .filter({ has: page.getByText(text, { exact: true }) })
    .last();

/** Types `typed` (markdown) and sends it; `shown` is how the thread renders it. */
async function write(
  page: Page,
  box: Locator,
  send: string,
  typed: string,
  shown = typed,
): Promise<void> {
  await box.fill(typed);
  await page.getByRole('button', { name: send, exact: true }).click();
  // Posted: it is in the thread, and focus moved to it.
  await expect(commentWith(page, shown)).toBeFocused();
}

test('a reader comments and replies on a logbook entry, the owner likes one and hides another', async ({
  page,
  request,
}) => {
  const owner = await signedInTrustedAccount(request, 'owner');
  const car = await createPublicCar(request, owner, { name: 'Talked-about Golf' });
  const created = await request.post(`/api/private-transport/${car.id}/logbook`, {
    headers: bearer(owner.tokens),
    data: {
      title: 'Нові гальма',
      date: '2026-02-01',
      category: 'repair',
      story: 'Колодки і диски.',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const entry = (await created.json()) as { id: string };
  const entryPath = `${car.path}/logbook/${entry.id}`;
  const reader = await signedInTrustedAccount(request, 'reader');

  // A visitor reads the empty thread and is sent to sign in, and back, to take part. The page is
  // the server's, hydrated: the conversation's counters are in its first HTML.
  const served = await (await request.get(entryPath)).text();
  expect(served.replaceAll('<!-- -->', '')).toContain(
    'Коментарі <span class="cc-discussion__heading-count">(0)</span>',
  );
  await gotoStarted(page, entryPath);
  await expect(page.locator('html')).toHaveAttribute('data-started', 'hydrated');
  await expect(page.getByRole('heading', { level: 2, name: 'Коментарі (0)' })).toBeVisible();
  await expect(page.getByText('Коментарів ще немає.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Увійдіть, щоб коментувати' })).toHaveAttribute(
    'href',
    `/login?redirect=${encodeURIComponent(entryPath)}`,
  );

  await useTokens(page.context(), reader.tokens);
  await gotoStarted(page, entryPath);
  await expect(page.locator('html')).toHaveAttribute('data-started', 'hydrated');
  const box = page.getByRole('textbox', { name: 'Ваш коментар' });
  await write(page, box, 'Коментувати', 'Які **колодки** ставили?', 'Які колодки ставили?');
  await expect(box).toHaveValue('');
  await expect(commentWith(page, 'Які колодки ставили?').locator('strong')).toHaveText('колодки');
  await write(page, box, 'Коментувати', 'Продам диски недорого');
  await commentWith(page, 'Які колодки ставили?')
    .getByRole('button', { name: `Відповісти ${reader.nickname}` })
    .click();
  await write(
    page,
    page.getByRole('textbox', { name: `Ваша відповідь ${reader.nickname}` }),
    'Відповісти',
    'І які диски?',
  );

  // The reader likes the entry; its count follows, and stays after a reload.
  const like = page.getByRole('button', { name: 'Подобається', exact: true });
  await expect(like).toHaveAttribute('aria-pressed', 'false');
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('button', { name: '1 вподобання' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Подобається', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  // The owner: no like of their own entry; likes the question, hides the advert.
  await page.context().clearCookies();
  await useTokens(page.context(), owner.tokens);
  await gotoStarted(page, entryPath);
  await expect(page.getByRole('button', { name: 'Закрити коментування' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Подобається', exact: true })).toHaveCount(0);
  const question = commentWith(page, 'Які колодки ставили?');
  const likeQuestion = question.getByRole('button', {
    name: `Подобається — коментар ${reader.nickname}`,
  });
  await likeQuestion.click();
  await expect(likeQuestion).toHaveAttribute('aria-pressed', 'true');
  await expect(question.getByRole('button', { name: '1 вподобання' })).toBeVisible();
  const advert = commentWith(page, 'Продам диски недорого');
  await advert.getByRole('button', { name: 'Приховати' }).click();
  await expect(
    advert.getByText('Ви приховали цей коментар: інші бачать «Коментар приховано».'),
  ).toBeVisible();
  await expectNoSeriousViolations(page, 'a logbook entry with its comments');

  // The logbook's card counts what the public sees: the question and its reply, one like.
  await gotoStarted(page, `${car.path}?tab=logbook`);
  const card = page.getByRole('article', { name: 'Нові гальма' });
  await expect(card.getByText('2 коментарі')).toBeVisible();
  await expect(card.getByText('1 вподобання')).toBeVisible();

  // In English, the reader sees their hidden comment with a note; a visitor sees its place.
  await page.context().clearCookies();
  await useTokens(page.context(), reader.tokens);
  await gotoStarted(page, `${entryPath}?lang=en`);
  await expect(page.getByRole('heading', { level: 2, name: 'Comments (2)' })).toBeVisible();
  await expect(
    commentWith(page, 'Продам диски недорого').getByText('Hidden: others see “Comment hidden”.'),
  ).toBeVisible();
  await page.context().clearCookies();
  await gotoStarted(page, `${entryPath}?lang=en`);
  await expect(page.getByText('Comment hidden', { exact: true })).toBeVisible();
  await expect(page.getByText('Продам диски недорого')).toHaveCount(0);
});
