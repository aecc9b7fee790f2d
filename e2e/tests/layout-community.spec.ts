import { expect, test } from '@playwright/test';

import { bearer, signedInTrustedAccount, useTokens } from '../support/accounts';
import { layoutAudit } from '../support/layout';
import { gotoStarted } from '../support/site';
import { createPublicCar } from '../support/vehicles';

// Ukrainian: the site's first language, and the longer words of the two.
test.use({ locale: 'uk-UA' });

test('the community pages fit every width, with big targets, visible focus and AA contrast', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  const author = await signedInTrustedAccount(request, 'layout');
  const reader = await signedInTrustedAccount(request, 'layoutreader');
  const car = await createPublicCar(request, author, {
    name: 'Volkswagen Golf GTI Clubsport Edition',
  });
  const entry = await request.post(`/api/private-transport/${car.id}/logbook`, {
    headers: bearer(author.tokens),
    data: {
      title: 'Заміна зчеплення і маховика після довгої зими',
      date: '2025-03-01',
      category: 'repair',
      mileage: 123_000,
      cost: 18_500,
      currency: 'UAH',
      parts: [{ name: 'Комплект зчеплення Sachs', partNumber: '3000 970 002', price: 12_000 }],
    },
  });
  expect(entry.status(), await entry.text()).toBe(201);
  // Long words and a long link: a phone wraps them rather than widening the page.
  const written = await request.post('/api/posts', {
    headers: bearer(author.tokens),
    data: {
      title: 'Найдовша назва допису про капітальний ремонт двигуна й трансмісії',
      body: [
        'Електрогідропідсилювач, турбокомпресор і https://example.com/дуже/довге/посилання/без/пробілів',
        '',
        '> Цитата власника',
        '',
        '```',
        'VAG-COM: 01 Engine — 17965 Charge Pressure Control: Positive Deviation',
        '```',
      ].join('\n'),
      tags: ['капітальнийремонтдвигуна', 'golf'],
      vehicleId: car.id,
      entryIds: [((await entry.json()) as { id: string }).id],
      publish: true,
    },
  });
  expect(written.status(), await written.text()).toBe(201);
  const post = (await written.json()) as { slug: string; discussion: { id: string } };
  const said = await request.post(`/api/discussions/${post.discussion.id}/comments`, {
    headers: bearer(reader.tokens),
    data: { body: `@${author.nickname} а який маховик ставили, двомасовий чи одномасовий?` },
  });
  expect(said.status(), await said.text()).toBe(201);
  const postPath = `/u/${author.nickname}/posts/${post.slug}`;

  const audit = layoutAudit(page);
  const open = async (url: string) => {
    await gotoStarted(page, url);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  };

  // A reader, signed in: the comment box and the actions are on the page too.
  await useTokens(page.context(), reader.tokens);
  await open(postPath);
  await expect(page.getByRole('textbox', { name: 'Ваш коментар' })).toBeVisible();
  await audit.check('a post with its conversation');
  await open('/posts');
  await audit.check('/posts');
  await open('/tags/golf');
  await audit.check('a tag page');
  await page.context().clearCookies();
  await useTokens(page.context(), author.tokens);
  await open('/my/posts');
  await audit.check('/my/posts');
  await open('/create-post');
  await audit.check('/create-post');
  audit.expectClean();
});
