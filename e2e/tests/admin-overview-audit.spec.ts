import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';

import { expect, test } from '@playwright/test';

import {
  bearer,
  signedInAdmin,
  // Renamed: the React hooks lint rule takes any use… call outside a component for a hook.
  useTokens as giveBrowserTokens,
} from '../support/accounts';
import { seriousViolations } from '../support/axe';

const LANGUAGES = [
  {
    name: 'English',
    locale: 'en-US',
    overview: 'Overview',
    members: 'Members',
    blocked: 'Blocked',
    signUpsTable: 'Sign-ups per day',
    vehiclesTable: 'New vehicles per day',
    showTable: 'Show as a table',
    today: /^Today, /,
    latest: 'Latest staff actions',
    added: 'Reference item added',
    audit: 'Audit log',
    actor: 'Staff member (nickname)',
    action: 'Action',
    actionLabel: 'Reference item added',
    otherAction: 'Vehicle hidden',
    apply: 'Apply',
    empty: 'No entries match these filters.',
    download: 'Download CSV',
    caption: '1 entry, newest first',
    roleGrant: 'Role granted',
    adminGranted: 'Role “Admin” granted',
    member: 'Member',
  },
  {
    name: 'Ukrainian',
    locale: 'uk-UA',
    overview: 'Огляд',
    members: 'Учасники',
    blocked: 'Заблоковані',
    signUpsTable: 'Реєстрації за день',
    vehiclesTable: 'Нові автомобілі за день',
    showTable: 'Показати таблицею',
    today: /^Сьогодні, /,
    latest: 'Останні дії команди',
    added: 'Додано запис довідника',
    audit: 'Журнал дій',
    actor: 'Хто діяв (нікнейм)',
    action: 'Дія',
    actionLabel: 'Додано запис довідника',
    otherAction: 'Автомобіль приховано',
    apply: 'Застосувати',
    empty: 'Жоден запис не відповідає фільтрам.',
    download: 'Завантажити CSV',
    caption: '1 запис, найновіші спершу',
    roleGrant: 'Надано роль',
    adminGranted: 'Надано роль «Адміністратор»',
    member: 'Учасник',
  },
] as const;

for (const text of LANGUAGES) {
  test.describe(`overview and audit log in ${text.name}`, () => {
    test.use({ locale: text.locale });

    test('the overview counts and charts, an action in the latest list, the log, its filter and CSV', async ({
      page,
      context,
      request,
    }) => {
      test.setTimeout(180_000);
      const admin = await signedInAdmin(request, `aud${text.locale.slice(0, 2)}`);
      const label = `Roadster ${randomBytes(3).toString('hex')}`;
      const created = await request.post('/api/admin/reference/bodyTypes', {
        headers: bearer(admin.tokens),
        data: { name: label, nameUk: label, nameEn: label },
      });
      expect(created.status(), await created.text()).toBe(201);

      await giveBrowserTokens(context, admin.tokens);
      const chartChunks: string[] = [];
      page.on('request', (sent) => {
        if (/chart/i.test(sent.url())) chartChunks.push(sent.url());
      });
      await page.goto('/dashboard');
      await expect(page.getByRole('heading', { level: 1, name: text.overview })).toBeVisible();
      const members = page.locator('.headline-counts__item', { hasText: text.members });
      await expect(members.locator('dd')).toHaveText(/^[1-9][\d\s,.\u00a0]*$/);
      await expect(page.locator('.headline-counts__item', { hasText: text.blocked })).toBeVisible();

      // The sign-up of this admin is in today's row of the table screen readers get.
      const signUps = page.getByRole('table', { name: text.signUpsTable });
      await expect(signUps.getByRole('row')).toHaveCount(91);
      await expect(signUps.getByRole('row').nth(1).getByRole('rowheader')).toHaveText(text.today);
      await expect(signUps.getByRole('row').nth(1).getByRole('cell')).toHaveText(/^[1-9]\d*$/);
      await expect(page.getByRole('table', { name: text.vehiclesTable })).toBeAttached();
      const canvases = page.locator('.daily-card canvas');
      await expect(canvases).toHaveCount(2);
      await expect(canvases.first()).toHaveAttribute('aria-hidden', 'true');
      expect(chartChunks.length, 'the chart arrives in a chunk of its own').toBeGreaterThan(0);

      // Among the latest, not necessarily first: journeys beside this one act as staff too.
      const latest = page.getByRole('region', { name: text.latest });
      await expect(
        latest
          .getByRole('listitem')
          .filter({ hasText: `${admin.nickname} ${text.added}: ${label}` }),
      ).toHaveCount(1);

      for (const theme of ['light', 'dark'] as const) {
        await page.addInitScript((chosen) => localStorage.setItem('theme', chosen), theme);
        for (const width of [390, 1280]) {
          await page.setViewportSize({ width, height: 900 });
          await page.goto('/dashboard');
          await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
          await expect(page.locator('.daily-card canvas').first()).toBeVisible();
          await page.getByRole('button', { name: text.showTable }).first().click();
          await expect(page.getByRole('table', { name: text.signUpsTable })).toBeVisible();
          expect(await seriousViolations(page), `overview, ${theme}, ${width}px`).toEqual([]);
          const overflow = await page.evaluate(
            () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
          );
          expect(overflow, `horizontal overflow at ${width}px`).toBeLessThanOrEqual(0);

          await page.goto('/dashboard/audit');
          await expect(page.getByRole('heading', { level: 1, name: text.audit })).toBeVisible();
          expect(await seriousViolations(page), `audit log, ${theme}, ${width}px`).toEqual([]);
        }
      }

      // Only this admin's actions: exactly the one above.
      await page.getByLabel(text.actor).fill(admin.nickname);
      await page.getByLabel(text.action, { exact: true }).selectOption({ label: text.actionLabel });
      await page.getByRole('button', { name: text.apply }).click();
      await expect(page).toHaveURL(/[?&]action=reference\.create/);
      const table = page.getByRole('table', { name: text.caption });
      await expect(table.getByRole('row')).toHaveCount(2);
      await expect(table.getByRole('row').nth(1)).toContainText(label);

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: text.download }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^audit-log-\d{4}-\d{2}-\d{2}\.csv$/);
      const csv = readFileSync(await download.path(), 'utf8');
      expect(csv.startsWith('\uFEFFat,actorId,actorNickname,action,')).toBe(true);
      const rows = csv.trimEnd().split('\r\n');
      expect(rows).toHaveLength(2);
      expect(rows[1]).toContain(`,${admin.nickname},reference.create,bodyType,`);
      expect(rows[1]).toContain(label);

      // The admin's own grant (ADMIN_EMAILS, at the first sign-in) names the role and the member.
      await page.getByLabel(text.action, { exact: true }).selectOption({ label: text.roleGrant });
      await page.getByRole('button', { name: text.apply }).click();
      await expect(page).toHaveURL(/[?&]action=member\.roleGrant/);
      const grant = page.getByRole('table', { name: text.caption }).getByRole('row').nth(1);
      await expect(grant).toContainText(text.adminGranted);
      await expect(grant).toContainText(`${text.member}: ${admin.nickname}`);

      // Another action narrows it to nothing; the address keeps the filters for a reload.
      await page.getByLabel(text.action, { exact: true }).selectOption({ label: text.otherAction });
      await page.getByRole('button', { name: text.apply }).click();
      await expect(page.getByText(text.empty)).toBeVisible();
      await page.reload();
      await expect(page.getByText(text.empty)).toBeVisible();
      await expect(page.getByLabel(text.actor)).toHaveValue(admin.nickname);
    });
  });
}
