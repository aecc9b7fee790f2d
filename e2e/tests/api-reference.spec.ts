import { expect, test } from '@playwright/test';

import { watchCsp } from '../support/site';

test('a developer reads the API reference at /api/docs and tries an operation, under the site CSP', async ({
  page,
  request,
}) => {
  const csp = watchCsp(page);
  const offSite: string[] = [];
  page.on('request', (sent) => {
    if (!sent.url().startsWith(test.info().project.use.baseURL ?? '')) offSite.push(sent.url());
  });

  await page.goto('/api/docs');
  await expect(page).toHaveURL(/\/api\/docs\/reference$/);
  await expect(page).toHaveTitle('CarClub API reference');
  // The browser parses and lays out the whole document (about 0.5 MB) first: seen taking 12 s on
  // the busy 2-core machine.
  await expect(page.getByRole('heading', { name: /CarClub API/ })).toBeVisible({ timeout: 60_000 });

  // Tags start folded (every one is listed): the reader opens the one they need.
  await expect(page.locator('#operations-tag-admin')).toBeVisible();
  await page.locator('#operations-tag-system').click();
  const health = page.locator('#operations-system-getHealth');
  await health.getByRole('button', { name: /^GET \/api\/health/ }).click();
  await health.getByRole('button', { name: 'Try it out' }).click();
  await health.getByRole('button', { name: 'Execute' }).click();
  await expect(health.locator('.live-responses-table .response .response-col_status')).toHaveText(
    '200',
  );
  await expect(health.locator('.live-responses-table')).toContainText('"status": "ok"');

  // A signed-in operation names the security scheme: the lock opens the token dialog.
  await page.locator('#operations-tag-auth').click();
  await expect(page.locator('#operations-auth-getAuthMe .authorization__btn')).toBeVisible();

  expect(csp).toEqual([]);
  expect(offSite).toEqual([]);

  // Scripts and tools still get the document itself at the old address.
  const document = await request.get('/api/docs');
  expect(document.headers()['content-type']).toContain('application/json');
  expect((await document.json()).openapi).toMatch(/^3\.1/);
});
