import { expect, test } from '@playwright/test';

import { bearer, signedInTrustedAccount, useTokens } from '../support/accounts';
import { expectNoSeriousViolations } from '../support/axe';
import { photo } from '../support/photos';
import { gotoStarted } from '../support/site';
import { createPublicCar } from '../support/vehicles';

test.use({ locale: 'uk-UA' });

/**
 * Issue 32 points 2 and 6: a member writes a post in the rich editor (bold text, an @mention
 * picked from the list, a tag, a car with one logbook entry as a card), saves a draft, adds a
 * photo to it, publishes it and reads it at its address (the photo in the gallery, the mention
 * linked); the tag's page and the car's Posts tab list it, and the post and that tab read without
 * JavaScript.
 */
test('a member writes a post, publishes it, and everyone reads it at its address', async ({
  page,
  request,
  browser,
}) => {
  const author = await signedInTrustedAccount(request, 'writer');
  const friend = await signedInTrustedAccount(request, 'friend');
  const car = await createPublicCar(request, author, { name: 'Post Golf', year: 2016 });
  const created = await request.post(`/api/private-transport/${car.id}/logbook`, {
    headers: bearer(author.tokens),
    data: {
      title: 'Заміна гальм',
      date: '2026-10-01',
      category: 'repair',
      mileage: 120000,
      currency: 'UAH',
      parts: [{ name: 'Колодки', partNumber: 'BP-1', price: 1200 }],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const tag = `гальма_${Date.now().toString(36)}`;

  await useTokens(page.context(), author.tokens);
  await gotoStarted(page, '/create-post');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Новий допис');
  await page.getByRole('textbox', { name: /Заголовок/ }).fill('Нові гальма');
  const text = page.getByRole('textbox', { name: 'Текст' });
  await text.click();
  await page.keyboard.type('Поставив ');
  await page.getByRole('button', { name: 'Жирний' }).click();
  await page.keyboard.type('нові колодки');
  await page.getByRole('button', { name: 'Жирний' }).click();
  await page.keyboard.type('. # не заголовок. Дякую @');
  // The list opens as the nickname is typed; arrows and Enter pick, as in a comment.
  await page.keyboard.type(friend.nickname);
  const suggestion = page.getByRole('option', { name: new RegExp(`@${friend.nickname}$`) });
  await expect(suggestion).toHaveAttribute('aria-selected', 'true');
  await expect(text).toHaveAttribute(
    'aria-activedescendant',
    (await suggestion.getAttribute('id'))!,
  );
  await page.keyboard.press('Enter');
  await expect(page.getByRole('listbox')).toHaveCount(0);
  await page.keyboard.type('за поради');
  await page.getByRole('textbox', { name: 'Теги' }).fill(`#${tag}`);
  await page.keyboard.press('Enter');
  await page.getByRole('combobox', { name: /Авто/ }).selectOption({ label: 'Post Golf, 2016' });
  await page.getByRole('checkbox', { name: /Заміна гальм/ }).check();
  await expectNoSeriousViolations(page, 'the editor');

  await page.getByRole('button', { name: 'Зберегти чернетку' }).click();
  await expect(page).toHaveURL(/\/my\/posts\/[^/]+\/edit$/);
  // Focus goes to what happened (a toast says it too).
  await expect(page.locator(':focus')).toHaveText('Збережено');
  await expect(page.getByRole('textbox', { name: 'Текст' })).toContainText('нові колодки');
  // The saved draft keeps photos (ADR 0160).
  const photos = page.getByRole('region', { name: 'Фото', exact: true });
  const chooser = page.waitForEvent('filechooser');
  await photos.getByRole('button', { name: 'Додати фото' }).click();
  await (await chooser).setFiles([await photo('brakes.jpg', '#c0392b')]);
  await expect(photos.getByText('1 / 20')).toBeVisible();
  await expect(photos.getByRole('img', { name: 'Нові гальма, фото 1 з 1' })).toBeVisible();
  await page.getByRole('button', { name: 'Опублікувати' }).click();
  await expect(page.locator(':focus')).toContainText('Опубліковано');
  await expect(page.getByRole('button', { name: 'Опублікувати' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Переглянути допис' }).click();
  // The click returns before the move: wait for the post's own address.
  await expect(page).toHaveURL(new RegExp(`/u/${author.nickname}/posts/[^/]+$`));

  const address = new URL(page.url()).pathname;
  expect(address).toMatch(new RegExp(`^/u/${author.nickname}/posts/`));
  const article = page.getByRole('article', { name: 'Нові гальма' });
  await expect(article.locator('.post__body strong')).toHaveText('нові колодки');
  await expect(article.locator('.post__body')).toContainText('# не заголовок');
  await expect(
    article.locator('.post__body').getByRole('link', { name: `@${friend.nickname}` }),
  ).toHaveAttribute('href', `/u/${friend.nickname}`);
  const gallery = article.getByRole('region', { name: 'Фото', exact: true });
  await expect(gallery.getByRole('img', { name: 'Нові гальма, фото 1 з 1' })).toBeVisible();
  const done = article.getByRole('region', { name: 'Що зроблено' });
  await expect(done).toContainText('Заміна гальм');
  await expect(done).toContainText('арт. BP-1');
  await expect(article.getByRole('link', { name: 'Редагувати' })).toBeVisible();
  await expectNoSeriousViolations(page, 'the post page');

  await article.getByRole('link', { name: `#${tag}` }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`#${tag}`);
  await expect(page.getByRole('article', { name: 'Нові гальма' })).toBeVisible();

  // The car's page lists it in its Posts tab, which the address keeps.
  await gotoStarted(page, car.path);
  await page.getByRole('tab', { name: 'Дописи (1)' }).click();
  await expect(page).toHaveURL(/\?tab=posts$/);
  await expect(
    page.getByRole('tabpanel').getByRole('article', { name: 'Нові гальма' }),
  ).toBeVisible();
  await expectNoSeriousViolations(page, 'the car page’s Posts tab');

  // A visitor without JavaScript reads the post the server rendered, in English when asked.
  const visitor = await browser.newContext({ javaScriptEnabled: false, locale: 'en-US' });
  try {
    const bare = await visitor.newPage();
    const response = await bare.goto(`${address}?lang=en`);
    expect(response?.status()).toBe(200);
    const served = bare.getByRole('article', { name: 'Нові гальма' });
    await expect(served.getByRole('heading', { level: 1 })).toHaveText('Нові гальма');
    await expect(served.locator('.post__body strong')).toHaveText('нові колодки');
    await expect(served.getByRole('region', { name: 'What was done' })).toContainText('BP-1');
    await expect(served.getByRole('link', { name: 'The car: Post Golf, 2016' })).toHaveAttribute(
      'href',
      car.path,
    );
    // The car's Posts tab is rendered by the server too.
    await bare.goto(`${car.path}?tab=posts&lang=en`);
    await expect(bare.getByRole('tab', { name: 'Posts (1)', selected: true })).toBeVisible();
    await expect(bare.getByRole('article', { name: 'Нові гальма' })).toBeVisible();
    const unknown = await bare.goto(`/u/${author.nickname}/posts/no-such-post`);
    expect(unknown?.status()).toBe(404);
  } finally {
    await visitor.close();
  }
});
