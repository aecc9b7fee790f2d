import { REQUIRED_VEHICLE_FIELDS } from '@carclub/testing/fixtures';
import { expect, test, type Locator, type Page } from '@playwright/test';

import { bearer, signedInAccount, siteOrigin, useTokens } from '../support/accounts';
import { gotoStarted } from '../support/site';
import { createPublicCar } from '../support/vehicles';

/**
 * Issue 18, where geometry is what breaks: words split in narrow spec cards, cut filter labels, and
 * the edit page's sticky save bar over the field being typed in. Phone and desktop widths.
 */
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };

/** The lines a text takes on screen: the distinct tops of its text's boxes (a swatch aside). */
function lineCount(element: Locator): Promise<number> {
  return element.evaluate((node) => {
    const tops = new Set<number>();
    const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
    for (let text = walker.nextNode(); text; text = walker.nextNode()) {
      const range = document.createRange();
      range.selectNodeContents(text);
      for (const rect of Array.from(range.getClientRects())) {
        if (rect.width > 0) tops.add(Math.round(rect.top));
      }
    }
    return tops.size;
  });
}

test.describe('the specifications of a car page', () => {
  test.use({ locale: 'uk-UA' });

  for (const viewport of [PHONE, DESKTOP]) {
    test(`keep "Механічна" and "203 км/год" whole at ${viewport.width} px, in the page's language`, async ({
      page,
      request,
    }) => {
      const owner = await signedInAccount(request, 'specs');
      const created = await request.post('/api/private-transport', {
        headers: bearer(owner.tokens),
        data: { ...REQUIRED_VEHICLE_FIELDS, name: 'Narrow Specs', transmission: 'manual' },
      });
      expect(created.status(), await created.text()).toBe(201);
      const { id, slug } = (await created.json()) as { id: string; slug: string };
      const edited = await request.patch(`/api/private-transport/${id}`, {
        headers: bearer(owner.tokens),
        data: {
          ...REQUIRED_VEHICLE_FIELDS,
          name: 'Narrow Specs',
          status: 'active',
          transmission: 'manual',
          topSpeed: 203,
          acceleration: 8.4,
          weight: 1325,
          fuelConsumptionCity: 7.9,
          fuelConsumptionHighway: 5.1,
          fuelConsumptionCombined: 6.2,
        },
      });
      expect(edited.status(), await edited.text()).toBe(200);

      await page.setViewportSize(viewport);
      await page.goto(`/u/${owner.nickname}/car/${slug}`);
      const specs = page.getByRole('region', { name: 'Характеристики' });
      const row = (label: string) =>
        specs
          .locator('.vehicle-page__spec')
          .filter({ has: page.getByText(label, { exact: true }) });

      expect(await page.locator('html').getAttribute('lang')).toBe('uk');
      const transmission = row('Коробка передач').locator('dd');
      await expect(transmission).toHaveText('Механічна');
      expect(await lineCount(transmission)).toBe(1);
      // A long label breaks between syllables of its language, never "Механічн / а" style.
      expect(
        await row('Коробка передач')
          .locator('dt')
          .evaluate((dt) => getComputedStyle(dt).hyphens),
      ).toBe('auto');

      const topSpeed = row('Максимальна швидкість').locator('dd');
      await expect(topSpeed).toHaveText(/^203\s*км\/\u2060?год$/);
      expect(await lineCount(topSpeed)).toBe(1);
      for (const value of await specs.locator('dd').all()) {
        expect(await lineCount(value), (await value.textContent()) ?? '').toBe(1);
      }
    });
  }
});

/** How much of its label a select shows: the widest option's text against the room inside it. */
function selectFits(select: Locator) {
  return select.evaluate((node) => {
    const element = node as HTMLSelectElement;
    const style = getComputedStyle(element);
    const context = document.createElement('canvas').getContext('2d')!;
    context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const room =
      element.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    const widest = Math.max(
      ...Array.from(element.options, (option) => context.measureText(option.text).width),
    );
    return {
      name: element.name,
      room: Math.floor(room),
      widest: Math.ceil(widest),
      selected: element.selectedOptions[0]?.text ?? '',
    };
  });
}

for (const { locale, label } of [
  { locale: 'uk-UA', label: 'Пошук і фільтри' },
  { locale: 'en-US', label: 'Search and filters' },
]) {
  test.describe(`the filters of /cars (${locale})`, () => {
    test.use({ locale });

    // A car in the list, however the journeys run: the phone's first screen should show one.
    test.beforeAll(async ({ playwright }) => {
      const api = await playwright.request.newContext({ baseURL: siteOrigin });
      try {
        await createPublicCar(api, await signedInAccount(api, 'filters'), {
          name: 'Filter test car',
        });
      } finally {
        await api.dispose();
      }
    });

    for (const viewport of [PHONE, DESKTOP]) {
      test(`show every select's label whole at ${viewport.width} px`, async ({ page }) => {
        await page.setViewportSize(viewport);
        await gotoStarted(page, '/cars');
        const filters = page.getByRole('search', { name: label });
        const selects = filters.locator('select');
        if (viewport === PHONE) {
          // On a phone the selects wait behind a button, so the first car is on the first screen.
          await expect(selects.first()).toBeHidden();
          const firstCard = page.getByRole('main').getByRole('article').first();
          expect((await firstCard.boundingBox())!.y).toBeLessThan(PHONE.height);
          await filters.getByRole('button', { name: /^(Фільтри|Filters)$/ }).click();
        }
        await expect(selects.first()).toBeVisible();
        expect(await selects.count()).toBeGreaterThanOrEqual(7);
        // The model list is empty until a make is chosen: choose one, so it has its real options.
        await filters.locator('select[name="manufacturer"]').selectOption('volkswagen');
        await expect(filters.locator('select[name="model"]')).toBeEnabled();
        for (const select of await selects.all()) {
          const fit = await selectFits(select);
          expect(fit.widest, `${fit.name}: "${fit.selected}"`).toBeLessThanOrEqual(fit.room);
        }
        if (viewport === PHONE) {
          // The button counts what is chosen: the make.
          await expect(filters.getByRole('button', { name: /^(Фільтри|Filters) \(/ })).toHaveText(
            locale === 'uk-UA' ? 'Фільтри (вибрано: 1)' : 'Filters (1 chosen)',
          );
        }
      });
    }
  });
}

/** The save bar's top edge, and the focused field's bottom edge, in the viewport. */
async function focusedAgainstBar(page: Page) {
  return page.evaluate(() => {
    const bar = document.querySelector('.vf-form__actions--sticky')!;
    const focused = document.activeElement as HTMLElement;
    return {
      inBar: bar.contains(focused),
      inForm: focused.closest('form') === bar.closest('form'),
      name: focused.getAttribute('name') ?? focused.textContent?.slice(0, 30) ?? focused.tagName,
      bottom: Math.round(focused.getBoundingClientRect().bottom),
      barTop: Math.round(bar.getBoundingClientRect().top),
    };
  });
}

test.describe('the edit page on a phone', () => {
  test.use({ locale: 'uk-UA', viewport: PHONE });

  test('never hides the field being typed in under the sticky save bar', async ({
    page,
    request,
  }) => {
    const owner = await signedInAccount(request, 'savebar');
    const created = await request.post('/api/private-transport', {
      headers: bearer(owner.tokens),
      data: { ...REQUIRED_VEHICLE_FIELDS, name: 'Save Bar' },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { id } = (await created.json()) as { id: string };
    await useTokens(page.context(), owner.tokens);
    await gotoStarted(page, `/edit-car/${id}`);

    const name = page.getByRole('textbox', { name: /^Назва/ });
    await name.focus();
    // A change shows the "unsaved" line too: the bar at its tallest.
    await name.fill('Save Bar, edited');
    let checked = 0;
    for (let step = 0; step < 80; step += 1) {
      await page.keyboard.press('Tab');
      const where = await focusedAgainstBar(page);
      if (where.inBar || !where.inForm) break;
      expect(where.bottom, `${where.name} is under the save bar`).toBeLessThanOrEqual(where.barTop);
      checked += 1;
    }
    expect(checked).toBeGreaterThan(20);

    // At the form's end, its last field sits above the bar, not behind it.
    await page.keyboard.press('End');
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const last = await page.evaluate(() => {
      const bar = document.querySelector('.vf-form__actions--sticky')!;
      const fields = Array.from(
        bar.closest('form')!.querySelectorAll<HTMLElement>('input, select, textarea, button'),
      ).filter((field) => !bar.contains(field) && field.getClientRects().length > 0);
      return {
        bottom: fields.at(-1)!.getBoundingClientRect().bottom,
        barTop: bar.getBoundingClientRect().top,
      };
    });
    expect(last.bottom).toBeLessThanOrEqual(last.barTop);
  });
});
