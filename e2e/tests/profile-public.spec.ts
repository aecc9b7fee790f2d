import { REQUIRED_VEHICLE_FIELDS } from '@carclub/testing/fixtures';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

import {
  bearer,
  signedInAccount,
  siteOrigin,
  // Renamed: the React hooks lint rule takes any use… call outside a component for a hook.
  useTokens as giveBrowserTokens,
  type SignedInAccount,
} from '../support/accounts';
import { seriousViolations } from '../support/axe';

/** A member with a filled profile (birthday private by default) and one car, through the API. */
async function memberWithCar(request: APIRequestContext, label: string) {
  const member = await signedInAccount(request, label);
  const saved = await request.put('/api/profile', {
    headers: bearer(member.tokens),
    data: {
      nickname: member.nickname,
      email: member.email,
      firstName: 'Olena',
      lastName: 'Kovalenko',
      city: 'Lviv',
      countryId: 'UA',
      phone: '+380671234567',
      birthday: '1991-04-12',
      aboutMe: 'Old Volkswagens and winter rallies.',
      socialLinks: { instagram: '@olena.drives' },
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  const car = await request.post('/api/private-transport', {
    headers: bearer(member.tokens),
    data: { ...REQUIRED_VEHICLE_FIELDS, name: 'Blue Thunder', year: 2012 },
  });
  expect(car.status(), await car.text()).toBe(201);
  const { slug } = (await car.json()) as { slug: string };
  return { member, slug };
}

async function setBirthdayShown(page: Page, member: SignedInAccount, shown: boolean) {
  await giveBrowserTokens(page.context(), member.tokens);
  await page.goto('/profile/settings');
  const group = page.getByRole('group', { name: 'What others see' });
  await expect(group).toContainText('Your e-mail and phone are never shown to anyone.');
  const birthday = group.getByRole('checkbox', { name: 'Show my birthday' });
  await birthday.setChecked(shown);
  await group.getByRole('button', { name: 'Save visibility' }).click();
  await expect(page.getByText('Visibility saved')).toBeVisible();
  await page.context().clearCookies();
}

test('a member page shows exactly the public parts, signed out, and /profile shows the same', async ({
  page,
  request,
}) => {
  const { member, slug } = await memberWithCar(request, 'pub');
  const memberPath = `/u/${member.nickname}`;

  // Signed out: name, place, about, social link, the car; never e-mail, phone or the birthday.
  await page.goto(memberPath);
  await expect(page.getByRole('heading', { level: 1, name: 'Olena Kovalenko' })).toBeVisible();
  await expect(page.getByText('Lviv, Ukraine')).toBeVisible();
  await expect(page.getByText('Old Volkswagens and winter rallies.')).toBeVisible();
  const instagram = page.getByRole('link', { name: /Instagram @olena\.drives/ });
  await expect(instagram).toHaveAttribute('href', 'https://www.instagram.com/olena.drives/');
  await expect(instagram).toHaveAttribute('rel', 'noopener noreferrer ugc');
  await expect(page.getByRole('link', { name: 'Blue Thunder' })).toHaveAttribute(
    'href',
    `/u/${member.nickname}/car/${slug}`,
  );
  const body = (await page.locator('body').textContent()) ?? '';
  for (const secret of [member.email, '380671234567', '1991', 'Birthday']) {
    expect(body).not.toContain(secret);
  }

  // Shown, then hidden again: the public page follows the switch.
  await setBirthdayShown(page, member, true);
  await page.goto(memberPath);
  await expect(page.getByText('Birthday')).toBeVisible();
  await expect(page.getByText(/April 12, 1991/)).toBeVisible();
  await setBirthdayShown(page, member, false);
  await page.goto(memberPath);
  await expect(page.getByRole('heading', { level: 1, name: 'Olena Kovalenko' })).toBeVisible();
  await expect(page.getByText('Birthday')).toHaveCount(0);

  // The vehicle page's owner leads back to the member page.
  await page.goto(`/u/${member.nickname}/car/${slug}`);
  await page.getByRole('link', { name: `Owner ${member.nickname}` }).click();
  await expect(page).toHaveURL(memberPath);
  await expect(page.getByRole('heading', { level: 1, name: 'Olena Kovalenko' })).toBeVisible();

  // Signed in, /profile is the same page with the way to change it.
  await giveBrowserTokens(page.context(), member.tokens);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Olena Kovalenko' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Blue Thunder' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'View public page' })).toHaveAttribute(
    'href',
    memberPath,
  );
  await page.getByRole('link', { name: 'Edit profile' }).click();
  await expect(page).toHaveURL('/profile/settings');

  // Saving the car refreshes every view of it: the member page's garage, shown before the save
  // and reached again without a reload, names the car as saved.
  await page.goto(memberPath);
  // A click before hydration is a plain browser navigation (the server-rendered link works
  // without script), so the mark waits until the page has started.
  await expect(page.locator('html')).toHaveAttribute('data-started', 'hydrated');
  // Gone if the page were loaded again: every step below must stay in this document.
  await page.evaluate(() => Object.assign(window, { journeyMark: true }));
  await page.getByRole('link', { name: 'Blue Thunder' }).click();
  await page.getByRole('link', { name: 'Edit', exact: true }).click();
  await page.getByLabel(/^Name/).fill('Red Thunder');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Changes saved')).toBeVisible();
  await page.getByRole('link', { name: 'View the public page' }).click();
  await page.getByRole('link', { name: `Owner ${member.nickname}` }).click();
  await expect(page).toHaveURL(memberPath);
  await expect(page.getByRole('link', { name: 'Red Thunder' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Blue Thunder' })).toHaveCount(0);
  expect(await page.evaluate(() => 'journeyMark' in window)).toBe(true);
});

test.describe('in Ukrainian', () => {
  test.use({ locale: 'uk-UA' });

  test('the member page, /profile and billing speak Ukrainian', async ({ page, request }) => {
    const { member, slug } = await memberWithCar(request, 'pubuk');
    await page.goto(`/u/${member.nickname}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Olena Kovalenko' })).toBeVisible();
    await expect(page.getByText('Lviv, Україна')).toBeVisible();
    await expect(page.getByText(/^На CarClub з /)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Гараж' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Blue Thunder' })).toHaveAttribute(
      'href',
      `/u/${member.nickname}/car/${slug}`,
    );

    await giveBrowserTokens(page.context(), member.tokens);
    await page.goto('/profile');
    await expect(page.getByRole('link', { name: 'Редагувати профіль' })).toBeVisible();
    await page.goto('/profile/billing');
    await expect(
      page.getByRole('heading', { level: 2, name: 'CarClub безкоштовний' }),
    ).toBeVisible();

    await page.goto('/u/nobody_here_at_all');
    await expect(page.getByRole('heading', { name: 'Такого учасника немає' })).toBeVisible();
  });
});

test('an unknown member is a clear not-found page, with 404 for link previews', async ({
  page,
  request,
}) => {
  await page.goto('/u/nobody_here_at_all');
  await expect(page.getByRole('heading', { name: 'No such member' })).toBeVisible();
  const response = await request.get('/u/nobody_here_at_all', { headers: { accept: 'text/html' } });
  expect(response.status()).toBe(404);
});

test('a curl-like request for a member page gets their og:title', async ({ request }) => {
  const { member } = await memberWithCar(request, 'og');
  const response = await request.get(`${siteOrigin}/u/${member.nickname}`, {
    headers: { accept: 'text/html', 'user-agent': 'curl/8.5.0' },
  });
  expect(response.status()).toBe(200);
  expect(await response.text()).toContain(
    `<meta property="og:title" content="Olena Kovalenko (${member.nickname})">`,
  );
});

for (const theme of ['light', 'dark'] as const) {
  test(`member page and /profile have no serious axe-core violation (${theme})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const { member } = await memberWithCar(request, `ax${theme[0]}`);
    await page.addInitScript((chosen) => localStorage.setItem('theme', chosen), theme);
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.context().clearCookies();
      await page.goto(`/u/${member.nickname}`);
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      await expect(page.getByRole('link', { name: 'Blue Thunder' })).toBeVisible();
      expect(await seriousViolations(page), `member page ${width}px`).toEqual([]);

      await giveBrowserTokens(page.context(), member.tokens);
      await page.goto('/profile');
      await expect(page.getByRole('link', { name: 'Edit profile' })).toBeVisible();
      expect(await seriousViolations(page), `/profile ${width}px`).toEqual([]);
      await page.goto('/profile/settings');
      await expect(page.getByRole('group', { name: 'What others see' })).toBeVisible();
      await expect(page.getByRole('checkbox').first()).toBeVisible();
      expect(await seriousViolations(page), `/profile/settings ${width}px`).toEqual([]);
      await page.goto('/profile/billing');
      await expect(page.getByRole('heading', { level: 2, name: 'CarClub is free' })).toBeVisible();
      expect(await seriousViolations(page), `/profile/billing ${width}px`).toEqual([]);
    }
  });
}
