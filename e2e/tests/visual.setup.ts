import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { vehicleCreatePayload } from '@carclub/testing/fixtures';
import { expect, test as setup } from '@playwright/test';

import {
  bearer,
  registerActivated,
  type Account,
  type SignedInAccount,
  type TokenPair,
} from '../support/accounts';
import { E2E_ADMIN_DOMAIN } from '../support/ports';
import { createPublicCar } from '../support/vehicles';
import type { VisualSeed } from '../support/visual';
import { VISUAL_SEED_FILE, VISUAL_USER_AGENT } from '../support/visual-paths';

/**
 * The data every visual test shows, with fixed names and values, in the fresh database of the
 * visual run (playwright.visual.config.ts): whatever the day, the pages show the same.
 */
const OWNER: Account = {
  email: 'olena@visual.carclub.test',
  password: 'Kashtan-owner-2026',
  nickname: 'olena_garage',
};
const READER: Account = {
  email: 'taras@visual.carclub.test',
  password: 'Kashtan-reader-2026',
  nickname: 'taras_reads',
};
const ADMIN: Account = {
  email: `admin@${E2E_ADMIN_DOMAIN}`,
  password: 'Kashtan-chief-2026',
  nickname: 'club_admin',
};

const MEMBER: Account = {
  email: 'iryna@visual.carclub.test',
  password: 'Kashtan-member-2026',
  nickname: 'iryna_settings',
};

const ENTRIES = [
  {
    title: 'Планове ТО',
    category: 'service',
    date: '2024-03-15',
    mileage: 40_000,
    cost: 3_000,
    currency: 'UAH',
    costHidden: false,
    story: 'Замінили оливу, масляний і повітряний фільтри. Наступне ТО через 10 000 км.',
    parts: [
      { name: 'Олива 5W-30, 5 л', price: 1_800 },
      { name: 'Масляний фільтр', price: 350 },
    ],
  },
  {
    title: 'Нові гальмівні диски',
    category: 'repair',
    date: '2025-01-10',
    mileage: 48_000,
    cost: 9_000,
    currency: 'UAH',
  },
  {
    title: 'Повний бак',
    category: 'fuel',
    date: '2025-02-01',
    mileage: 48_600,
    cost: 2_650,
    currency: 'UAH',
    litres: 50,
    fullTank: true,
  },
  {
    title: 'Зимові шини',
    category: 'parts',
    date: '2025-02-20',
    parts: [{ name: 'Шини 225/45 R17', price: 12_000 }],
    currency: 'UAH',
    visibility: 'private',
  },
];

setup('seed the visual data', async ({ request }) => {
  /** A sign-in from the browser the tests use. */
  const signIn = async (account: Account): Promise<SignedInAccount> => {
    const response = await request.post('/api/auth/login', {
      headers: { 'user-agent': VISUAL_USER_AGENT },
      data: { email: account.email, password: account.password },
    });
    expect(response.status(), await response.text()).toBe(200);
    return { ...account, tokens: (await response.json()) as TokenPair };
  };
  for (const account of [OWNER, READER, ADMIN, MEMBER]) {
    await registerActivated(request, account, 'uk');
  }
  const owner = await signIn(OWNER);
  const reader = await signIn(READER);
  const admin = await signIn(ADMIN); // the first sign-in makes the admin domain's account an admin
  const member = await signIn(MEMBER);

  const car = await createPublicCar(
    request,
    owner,
    vehicleCreatePayload({
      name: 'Golf GTI «Помаранч»',
      description: 'Щоденне авто і вихідні на трасі. Обслуговується за регламентом.',
    }),
    3,
  );
  // Its first photo is also its preview, which the lists and bookmarks show.
  const shown = await request.get(`/api/private-transport/${car.id}`, {
    headers: bearer(owner.tokens),
  });
  expect(shown.status(), await shown.text()).toBe(200);
  const { gallery } = (await shown.json()) as { gallery: { id: string }[] };
  const preview = await request.put(`/api/private-transport/${car.id}/preview`, {
    headers: bearer(owner.tokens),
    data: { imageId: gallery[0]?.id },
  });
  expect(preview.status(), await preview.text()).toBe(200);
  const plainCar = await createPublicCar(
    request,
    owner,
    vehicleCreatePayload({ name: 'Golf Variant', year: 2012, colorId: 'white', vin: null }),
  );

  const entryIds: string[] = [];
  for (const entry of ENTRIES) {
    const created = await request.post(`/api/private-transport/${car.id}/logbook`, {
      headers: bearer(owner.tokens),
      data: entry,
    });
    expect(created.status(), await created.text()).toBe(201);
    entryIds.push(((await created.json()) as { id: string }).id);
  }
  // Written last, so the first of the latest entries: one without a photo, of a car without one.
  const plainEntry = await request.post(`/api/private-transport/${plainCar.id}/logbook`, {
    headers: bearer(owner.tokens),
    data: { title: 'ТО', category: 'service', date: '2025-03-01' },
  });
  expect(plainEntry.status(), await plainEntry.text()).toBe(201);
  // Due by mileage only, so their state does not depend on the day of the run.
  for (const reminder of [
    { title: 'Заміна оливи', category: 'service', everyKm: 10_000 },
    { title: 'Ремінь ГРМ', category: 'service', dueMileage: 90_000 },
  ]) {
    const created = await request.post(`/api/private-transport/${car.id}/reminders`, {
      headers: bearer(owner.tokens),
      data: reminder,
    });
    expect(created.status(), await created.text()).toBe(201);
  }
  // A second car's, nearer than the first car's (8,000 km against 10,000), so /my/reminders shows
  // two cars' reminders interleaved; upcoming, as the others, so nothing notifies the owner.
  const plainReminder = await request.post(`/api/private-transport/${plainCar.id}/reminders`, {
    headers: bearer(owner.tokens),
    data: { title: 'Гальмівна рідина', category: 'service', dueMileage: 60_000 },
  });
  expect(plainReminder.status(), await plainReminder.text()).toBe(201);

  for (const target of [`vehicles/${car.id}`, `logbook-entries/${entryIds[0]}`]) {
    const bookmarked = await request.put(`/api/bookmarks/${target}`, {
      headers: bearer(reader.tokens),
    });
    expect(bookmarked.status(), await bookmarked.text()).toBe(204);
  }

  // A story about the car, with its service as a card, a conversation under it and a like. The
  // admin trusts both members first: a newcomer's first post and comments wait for a moderator.
  for (const { tokens } of [owner, reader]) {
    const me = await request.get('/api/auth/me', { headers: bearer(tokens) });
    const { id } = (await me.json()) as { id: string };
    const trusted = await request.post(`/api/admin/members/${id}/trust-level`, {
      headers: bearer(admin.tokens),
      data: { level: 3, reason: 'The visual run' },
    });
    expect(trusted.status(), await trusted.text()).toBe(200);
  }
  const written = await request.post('/api/posts', {
    headers: bearer(owner.tokens),
    data: {
      title: 'Перше ТО після покупки',
      body: [
        'Забрав авто з пробігом **40 000 км** і одразу поїхав на сервіс.',
        '',
        '## Що зробили',
        '',
        '- замінили оливу й фільтри;',
        '- перевірили гальма й ходову.',
        '',
        'Дякую @taras_reads за контакти майстра. #ТО #golf',
      ].join('\n'),
      tags: ['golf', 'то'],
      vehicleId: car.id,
      entryIds: [entryIds[0]],
      publish: true,
    },
  });
  expect(written.status(), await written.text()).toBe(201);
  const post = (await written.json()) as { slug: string; discussion: { id: string } };
  const comments = `/api/discussions/${post.discussion.id}/comments`;
  const question = await request.post(comments, {
    headers: bearer(reader.tokens),
    data: { body: 'Яку оливу заливали? Думаю про **5W-30**.' },
  });
  expect(question.status(), await question.text()).toBe(201);
  const answer = await request.post(comments, {
    headers: bearer(owner.tokens),
    data: { body: 'Ту, що в записі: 5W-30 за допуском VW.', replyToId: (await question.json()).id },
  });
  expect(answer.status(), await answer.text()).toBe(201);
  const liked = await request.put(`/api/discussions/${post.discussion.id}/like`, {
    headers: bearer(reader.tokens),
  });
  expect(liked.status(), await liked.text()).toBe(200);
  // And a draft, which only its author sees among their posts.
  const draft = await request.post('/api/posts', {
    headers: bearer(owner.tokens),
    data: { title: 'Чернетка: літні шини', body: 'Порівнюю три комплекти.' },
  });
  expect(draft.status(), await draft.text()).toBe(201);

  const seed: VisualSeed = {
    owner,
    reader,
    admin,
    member,
    car,
    plainCar,
    entryId: entryIds[0]!,
    postPath: `/u/${owner.nickname}/posts/${post.slug}`,
  };
  mkdirSync(path.dirname(VISUAL_SEED_FILE), { recursive: true });
  writeFileSync(VISUAL_SEED_FILE, JSON.stringify(seed, null, 2));
});
