import fs from 'node:fs';
import path from 'node:path';

import { expect, test, type Page } from '@playwright/test';

import {
  bearer,
  signedInAccount,
  signedInTrustedAccount,
  signedInAdmin,
  useTokens,
} from '../support/accounts';
import { E2E_SITE_DIR } from '../support/ports';
import { liveRelease, liveReleaseDir, runScript, shownRelease, watchCsp } from '../support/site';
import { startStaticOrigin } from '../support/static-origin';
import { createPublicCar } from '../support/vehicles';

test.use({ locale: 'uk-UA' });

/** Chunk names carry the module path of the shared package inside them (see webpack-config.ts). */
const SINGLETONS: Record<string, RegExp> = {
  react: /_pnpm_react_\d/,
  'react-dom': /_pnpm_react-dom_\d/,
  // React Router is shared as @carclub/router: its module and the parts of react-router it names.
  '@carclub/router': /packages_router_src_index_ts/,
  'react-router': /_pnpm_react-router_\d/,
  '@tanstack/react-query': /_pnpm_tanstack_react-query_\d/,
  zustand: /_pnpm_zustand_\d/,
  '@carclub/session': /packages_session_src/,
};

async function shareScope(page: Page) {
  return page.evaluate(() => {
    type Versions = Record<string, { loaded?: boolean; lib?: unknown; from?: string }>;
    const federation = (
      globalThis as unknown as {
        __FEDERATION__: { __SHARE__: Record<string, Record<string, Record<string, Versions>>> };
      }
    ).__FEDERATION__;
    const result: Record<string, string[]> = {};
    for (const host of Object.values(federation.__SHARE__)) {
      for (const scope of Object.values(host)) {
        for (const [name, versions] of Object.entries(scope)) {
          for (const [version, info] of Object.entries(versions)) {
            if (info.loaded || info.lib)
              result[name] = [...new Set([...(result[name] ?? []), version])];
          }
        }
      }
    }
    return result;
  });
}

/** The paths of the scripts the page loads from now on. */
function loadedScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script')
      scripts.push(new URL(response.url()).pathname);
  });
  return scripts;
}

/** The app whose build a script is (`/remotes/<name>/…`, or the shell's). */
const servingApp = (script: string) => script.match(/^\/remotes\/([^/]+)\//)?.[1] ?? 'shell';

/**
 * Within one build webpack runs a module once however many of its chunks arrive, so a second copy
 * would mean a second build (app) serving the package: exactly one app may serve each singleton.
 */
function expectSingletonsFromTheShell(scripts: string[]) {
  for (const [name, pattern] of Object.entries(SINGLETONS)) {
    const apps = new Set(scripts.filter((script) => pattern.test(script)).map(servingApp));
    expect({ name, apps: [...apps] }).toEqual({ name, apps: ['shell'] });
  }
}

/** Each of `names` is loaded in one version in the page's share scope. */
async function expectOneVersionEach(page: Page, names: string[]) {
  const loaded = await shareScope(page);
  for (const name of names) {
    expect({ name, versions: loaded[name]?.length ?? 0 }).toEqual({ name, versions: 1 });
  }
  return loaded;
}

/** The page's federation instances, and whether each runs on the shell's runtime (ADR 0086). */
function federationRuntimes(page: Page) {
  return page.evaluate(() => {
    const global = globalThis as unknown as {
      __FEDERATION__: { __INSTANCES__: { name: string; constructor: unknown }[] };
      _FEDERATION_RUNTIME_CORE?: { ModuleFederation: unknown };
    };
    return global.__FEDERATION__.__INSTANCES__.map(({ name, constructor }) => ({
      name,
      shellRuntime: constructor === global._FEDERATION_RUNTIME_CORE?.ModuleFederation,
    }));
  });
}

test('every page runs one copy of each shared singleton', async ({ page }) => {
  const scripts = loadedScripts(page);
  await page.goto('/cars');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Авто');
  // A second remote on the same page.
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Вхід');
  // A click before the app has started is a full page load, which would leave mf-auth behind.
  await expect(page.locator('html')).toHaveAttribute('data-started', 'hydrated');
  await page.getByRole('link', { name: 'Авто' }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Авто');

  expectSingletonsFromTheShell(scripts);
  // No page here shows a toast, so none carries react-hot-toast (it comes with the first toast).
  expect(scripts.filter((script) => /react-hot-toast|goober/.test(script))).toEqual([]);
  const loaded = await expectOneVersionEach(page, [
    'react',
    'react-dom',
    '@carclub/router',
    '@tanstack/react-query',
    'zustand',
    '@carclub/session',
  ]);
  // Shared whole, react-router would be sent whole again.
  expect(Object.keys(loaded).filter((name) => name.startsWith('react-router'))).toEqual([]);
  // The remotes run on the shell's federation runtime, not on copies of their own (ADR 0086).
  const runtimes = await federationRuntimes(page);
  expect(runtimes.map(({ name }) => name).sort()).toEqual(['mf_auth', 'mf_garage', 'shell']);
  expect(runtimes.filter(({ shellRuntime }) => !shellRuntime)).toEqual([]);
});

test('mf-community runs on the shell’s one React, router and session store', async ({
  page,
  context,
  request,
}) => {
  const account = await signedInAccount(request, 'community');
  await useTokens(context, account.tokens);
  const scripts = loadedScripts(page);
  await page.goto('/posts');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Дописи');
  await expect(page.locator('html')).toHaveAttribute('data-started', 'hydrated');
  // A member's page of the remote, behind the shell's guard, reached from the shell's menu: the
  // shell's session store is the one that knows who is signed in.
  const community = page.getByRole('banner').getByRole('button', { name: 'Спільнота' });
  await community.click();
  await page.getByRole('link', { name: 'Мої дописи' }).click();
  await expect(page).toHaveURL('/my/posts');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Мої дописи');
  // And a second remote's page on the same page.
  await community.click();
  await page.getByRole('link', { name: 'Закладки' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Закладки');

  expect(scripts.some((script) => servingApp(script) === 'mf-community')).toBe(true);
  expectSingletonsFromTheShell(scripts);
  await expectOneVersionEach(page, [
    'react',
    'react-dom',
    '@carclub/router',
    '@carclub/session',
    'zustand',
  ]);
  const runtimes = await federationRuntimes(page);
  expect(runtimes.map(({ name }) => name)).toContain('mf_community');
  expect(runtimes.filter(({ shellRuntime }) => !shellRuntime)).toEqual([]);
});

test('a server-rendered public page starts without the API client; /login loads its rules on the first check (ADR 0088)', async ({
  page,
  request,
}) => {
  // Trusted: a newcomer's first post waits for a moderator, and /posts lists published ones.
  const owner = await signedInTrustedAccount(request, 'noclient');
  const car = await createPublicCar(request, owner, { name: 'No Client' });
  const written = await request.post('/api/posts', {
    headers: bearer(owner.tokens),
    data: { title: 'No client story', body: 'Listed', vehicleId: car.id, publish: true },
  });
  expect(written.status(), await written.text()).toBe(201);
  const post = (await written.json()) as { slug: string; discussion: { id: string } };
  const commented = await request.post(`/api/discussions/${post.discussion.id}/comments`, {
    headers: bearer(owner.tokens),
    data: { body: 'A **first** comment', replyToId: null },
  });
  expect(commented.status(), await commented.text()).toBe(201);
  const postPage = `/u/${encodeURIComponent(owner.nickname)}/posts/${post.slug}`;
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script')
      scripts.push(new URL(response.url()).pathname);
  });
  const client = /_pnpm_axios_\d|packages_api-client_src_index/;
  const started = async (address: string) => {
    await page.goto(address);
    await expect(page.locator('html')).toHaveAttribute('data-started', 'hydrated');
    // What a hydrated page asks for after its first render (a refetch) would come by now.
    await page.waitForLoadState('networkidle');
  };

  // mf-community's list of posts and a post with its comments too: the server drew the thread a
  // visitor sees, and its HTML came from the API (ADR 0162, ADR 0163), so no markdown renderer.
  const readOnly = [
    car.path,
    '/cars',
    `/u/${encodeURIComponent(owner.nickname)}`,
    '/posts',
    postPage,
  ];
  for (const address of readOnly) {
    await started(address);
    expect({ address, client: scripts.filter((script) => client.test(script)) }).toEqual({
      address,
      client: [],
    });
  }
  await expect(page.getByText('A first comment')).toBeVisible();
  expect(scripts.filter((script) => /_pnpm_markdown-it_/.test(script))).toEqual([]);

  // Nor zod: these pages show the server's data and check nothing at start (a member's page
  // with its garage, /cars with its filters read from the address and its make's models).
  for (const address of [
    car.path,
    '/cars',
    '/cars?manufacturer=volkswagen&model=volkswagen-golf&fuelType=petrol',
    `/u/${encodeURIComponent(owner.nickname)}`,
    '/posts',
    postPage,
  ]) {
    scripts.length = 0;
    await started(address);
    expect({ address, zod: scripts.filter((script) => /_pnpm_zod_\d/.test(script)) }).toEqual({
      address,
      zod: [],
    });
  }

  scripts.length = 0;
  await started('/login');
  const rules = /zod_v4_classic|features_login_schemas/;
  expect(scripts.filter((script) => client.test(script) || rules.test(script))).toEqual([]);
  const email = page.getByLabel('E-mail');
  await email.fill('not an address');
  await email.blur();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  expect(scripts.filter((script) => rules.test(script)).length).toBeGreaterThan(0);
});

/** Files of shared packages (and of what only they import) in a build's source maps. */
const SHARED_FILE =
  /\/node_modules\/(react|react-dom|scheduler|react-router|cookie-es|@remix-run\/route-pattern|react-hot-toast|goober|i18next|zustand)\//;

test('each remote ships a shared package once, not once to provide and again as its fallback', () => {
  // Nor the federation runtime: the shell provides it.
  for (const remote of ['mf-auth', 'mf-garage', 'mf-profile', 'mf-admin', 'mf-community']) {
    const { sources } = JSON.parse(
      fs.readFileSync(path.join(liveReleaseDir(remote), 'remoteEntry.js.map'), 'utf8'),
    ) as { sources: string[] };
    expect({ remote, runtime: sources.filter((name) => name.includes('/runtime-core/')) }).toEqual({
      remote,
      runtime: [],
    });
  }

  for (const remote of ['mf-auth', 'mf-garage', 'mf-profile', 'mf-admin', 'mf-community']) {
    const dir = liveReleaseDir(remote);
    const chunksOf = new Map<string, string[]>();
    for (const file of fs.readdirSync(dir).filter((name) => name.endsWith('.js.map'))) {
      const { sources } = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as {
        sources: string[];
      };
      for (const source of sources.filter((name) => SHARED_FILE.test(name)))
        chunksOf.set(source, [...(chunksOf.get(source) ?? []), file]);
    }
    expect(chunksOf.size).toBeGreaterThan(0);
    const twice = [...chunksOf].filter(([, chunks]) => chunks.length > 1);
    expect({ remote, twice }).toEqual({ remote, twice: [] });
  }
});

test('a remote deploys and rolls back while the site runs', async ({ page }) => {
  test.setTimeout(600_000);
  const csp = watchCsp(page);
  const before = liveRelease('mf-garage');
  await page.goto('/cars');
  await page.getByText('Про цю збірку').click();
  expect(await shownRelease(page, 'mf-garage')).toBe(before);

  runScript('deploy:remote', 'mf-garage');
  const after = liveRelease('mf-garage');
  expect(after).not.toBe(before);

  // Until it reloads, the open page stays on the release it started with.
  expect(await shownRelease(page, 'mf-garage')).toBe(before);
  await page.reload();
  await page.getByText('Про цю збірку').click();
  expect(await shownRelease(page, 'mf-garage')).toBe(after);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Авто');

  runScript('rollback:remote', 'mf-garage');
  expect(liveRelease('mf-garage')).toBe(before);
  await page.reload();
  await page.getByText('Про цю збірку').click();
  expect(await shownRelease(page, 'mf-garage')).toBe(before);
  expect(csp).toEqual([]);
});

test("a car's page is rendered on the server by the live garage release, and by the browser while that release cannot", async ({
  page,
  request,
}) => {
  test.setTimeout(600_000);
  const owner = await signedInAccount(request, 'rendered');
  const car = await createPublicCar(request, owner, { name: 'Server Side' });
  /** The garage release the server rendered the car's page with; null when it left it to the browser. */
  const renderedBy = async () => {
    const response = await request.get(car.path);
    expect(response.status()).toBe(200);
    return (
      /"remote":\{"name":"mf-garage","releaseId":"([^"]+)"\}/.exec(await response.text())?.[1] ??
      null
    );
  };
  const before = liveRelease('mf-garage');
  expect(await renderedBy()).toBe(before);

  runScript('deploy:remote', 'mf-garage');
  const after = liveRelease('mf-garage');
  // The new release's server build is broken (its first page is yet to be rendered).
  const serverEntry = path.join(liveReleaseDir('mf-garage'), 'server', 'remoteEntry.js');
  const original = fs.readFileSync(serverEntry, 'utf8');
  fs.writeFileSync(serverEntry, 'throw new Error("a server build broken on purpose");');
  try {
    expect(await renderedBy()).toBeNull();
    // Still the whole page for the visitor: the browser renders it.
    await page.goto(car.path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Server Side');
    await expect(page.locator('html')).toHaveAttribute('data-started', 'client');
  } finally {
    fs.writeFileSync(serverEntry, original);
  }

  // Repaired, the new release renders on the server, with no restart, and the browser hydrates it.
  expect(await renderedBy()).toBe(after);
  await page.goto(car.path);
  await expect(page.locator('html')).toHaveAttribute('data-started', 'hydrated');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Server Side');

  runScript('rollback:remote', 'mf-garage');
  expect(await renderedBy()).toBe(before);
});

test('a shell deploy while the site runs: the new shell renders the pages on the server', async ({
  request,
}) => {
  const shellDir = path.join(E2E_SITE_DIR, 'shell');
  const infoFile = path.join(shellDir, 'build-info.json');
  const original = fs.readFileSync(infoFile, 'utf8');
  const info = JSON.parse(original) as { serverEntry: string };
  /** Whether the server rendered `/cars` (its cards and the garage release's state), not the browser. */
  const renderedOnServer = async () => {
    const response = await request.get('/cars', { headers: { accept: 'text/html' } });
    expect(response.status()).toBe(200);
    return /"remote":\{"name":"mf-garage"/.test(await response.text());
  };
  expect(await renderedOnServer()).toBe(true);

  // A new shell release as a deploy leaves it: its server build in a folder of its own, named by
  // build-info.json. A copy of the live one is enough: the API loads it afresh, as a new release.
  const releaseDir = path.dirname(path.join(shellDir, info.serverEntry));
  const redeployed = `${releaseDir}-redeployed`;
  fs.cpSync(releaseDir, redeployed, { recursive: true });
  try {
    const serverEntry = path.relative(shellDir, path.join(redeployed, 'remoteEntry.js'));
    fs.writeFileSync(infoFile, JSON.stringify({ ...info, serverEntry }));
    expect(await renderedOnServer()).toBe(true);
  } finally {
    fs.writeFileSync(infoFile, original);
  }
  // And back: the first release renders again.
  expect(await renderedOnServer()).toBe(true);
  fs.rmSync(redeployed, { recursive: true, force: true });
});

test('the profile remote deploys alone while a member is on its settings page', async ({
  page,
  context,
  request,
}) => {
  // Its squad releases on its own schedule: nothing else is rebuilt, and nobody is signed out.
  test.setTimeout(600_000);
  const csp = watchCsp(page);
  const account = await signedInAccount(request, 'deploy');
  await useTokens(context, account.tokens);
  const garage = liveRelease('mf-garage');
  const before = liveRelease('mf-profile');
  await page.goto('/profile/settings');
  await expect(page.getByRole('tablist')).toBeVisible();
  await page.getByText('Про цю збірку').click();
  expect(await shownRelease(page, 'mf-profile')).toBe(before);

  runScript('deploy:remote', 'mf-profile');
  const after = liveRelease('mf-profile');
  expect(after).not.toBe(before);
  expect(liveRelease('mf-garage')).toBe(garage);

  // The open page keeps working on its release: its tabs still switch.
  await page.getByRole('tab', { name: 'Безпека' }).click();
  await expect(page).toHaveURL(/\?tab=security$/);
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Безпека' })).toHaveAttribute('aria-selected', 'true');
  await page.getByText('Про цю збірку').click();
  expect(await shownRelease(page, 'mf-profile')).toBe(after);

  runScript('rollback:remote', 'mf-profile');
  expect(liveRelease('mf-profile')).toBe(before);
  expect(csp).toEqual([]);
});

test('the community remote deploys alone and rolls back while a member reads a post', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(600_000);
  const csp = watchCsp(page);
  const account = await signedInTrustedAccount(request, 'reader');
  await useTokens(context, account.tokens);
  const others = ['mf-auth', 'mf-garage', 'mf-profile', 'mf-admin'].map(liveRelease);
  const before = liveRelease('mf-community');
  const written = await request.post('/api/posts', {
    headers: bearer(account.tokens),
    data: { title: 'Перша поїздка', body: 'Сто кілометрів.', publish: true },
  });
  expect(written.status(), await written.text()).toBe(201);
  const { slug } = (await written.json()) as { slug: string };
  const post = `/u/${encodeURIComponent(account.nickname)}/posts/${slug}`;
  await page.goto(post);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Перша поїздка');
  await page.getByText('Про цю збірку').click();
  expect(await shownRelease(page, 'mf-community')).toBe(before);

  runScript('deploy:remote', 'mf-community');
  const after = liveRelease('mf-community');
  expect(after).not.toBe(before);
  expect(['mf-auth', 'mf-garage', 'mf-profile', 'mf-admin'].map(liveRelease)).toEqual(others);

  // The open post keeps working on its release: its link to the author still leads there.
  expect(await shownRelease(page, 'mf-community')).toBe(before);
  await page.getByRole('main').getByRole('link', { name: account.nickname, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(account.nickname);
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Перша поїздка');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Перша поїздка');
  await page.getByText('Про цю збірку').click();
  expect(await shownRelease(page, 'mf-community')).toBe(after);

  runScript('rollback:remote', 'mf-community');
  expect(liveRelease('mf-community')).toBe(before);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Перша поїздка');
  await page.getByText('Про цю збірку').click();
  expect(await shownRelease(page, 'mf-community')).toBe(before);
  expect(csp).toEqual([]);
});

test('the admin remote deploys alone, served from an origin of its own, while an admin uses it', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(600_000);
  const csp = watchCsp(page);
  const admin = await signedInAdmin(request);
  await useTokens(context, admin.tokens);
  const others = ['mf-auth', 'mf-garage', 'mf-profile', 'mf-community'].map(liveRelease);
  const before = liveRelease('mf-admin');
  const overview = page.getByRole('heading', { level: 1, name: 'Огляд' });
  await page.goto('/dashboard');
  await expect(overview).toBeVisible();
  // The overview's chart chunk loads after the page (networkidle never comes: the bell's stream
  // stays open). Its canvas shows once it has, so only the reloaded page's files count below.
  const chart = page.locator('.daily-card canvas').first();
  await expect(chart).toBeVisible();

  // The squad's own static host: a second server, on another port, holding the same folders.
  const cdn = await startStaticOrigin(E2E_SITE_DIR);
  const adminFiles: string[] = [];
  page.on('request', (sent) => {
    if (/\/remotes\/mf-admin\//.test(sent.url())) adminFiles.push(sent.url());
  });
  try {
    runScript('deploy:remote', 'mf-admin', '--origin', cdn.origin);
    const after = liveRelease('mf-admin');
    expect(after).not.toBe(before);
    expect(['mf-auth', 'mf-garage', 'mf-profile', 'mf-community'].map(liveRelease)).toEqual(others);

    adminFiles.length = 0;
    const reloaded = await page.reload();
    await expect(overview).toBeVisible();
    await expect(page.locator('.headline-counts dd').first()).toHaveText(/^\d/);
    await expect(chart).toBeVisible();
    // Every file of the dashboard came from its own origin, which the page's policy allows.
    expect(adminFiles.length).toBeGreaterThan(1);
    expect(adminFiles.filter((url) => !url.startsWith(`${cdn.origin}/`))).toEqual([]);
    expect(cdn.requests).toContain(`/remotes/mf-admin/${after}/mf-manifest.json`);
    const policy = reloaded?.headers()['content-security-policy'] ?? '';
    // The page's own inline head scripts are allowed by their hashes, and no other inline script.
    expect(policy).toMatch(new RegExp(`script-src 'self'( 'sha256-[^' ]+')+ ${cdn.origin}(;|$)`));
    expect(policy).toMatch(new RegExp(`connect-src 'self' ${cdn.origin}(;|$)`));
    await page.getByText('Про цю збірку').click();
    expect(await shownRelease(page, 'mf-admin')).toBe(after);
  } finally {
    runScript('rollback:remote', 'mf-admin');
    await cdn.close();
  }
  expect(liveRelease('mf-admin')).toBe(before);
  adminFiles.length = 0;
  const back = await page.reload();
  await expect(overview).toBeVisible();
  expect(back?.headers()['content-security-policy']).not.toContain('127.0.0.1');
  expect(adminFiles.every((url) => url.startsWith(`${new URL(page.url()).origin}/`))).toBe(true);
  expect(csp).toEqual([]);
});

test('an old page keeps loading its chunks after a deploy', async ({ page }) => {
  test.setTimeout(600_000);
  await page.goto('/');
  // Load the garage routes module, but not yet the vehicle page chunk.
  await page.getByRole('link', { name: 'Переглянути авто' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Авто');
  const before = await shownRelease(page, 'mf-garage');

  runScript('deploy:remote', 'mf-garage');
  try {
    // Client-side navigation to a page whose chunk was never fetched still works on the old release.
    await page.evaluate(() => {
      window.history.pushState({}, '', '/u/ann/car/golf-7');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Авто');
    await expect(page).toHaveURL('/u/ann/car/golf-7');
    expect(await shownRelease(page, 'mf-garage')).toBe(before);
  } finally {
    runScript('rollback:remote', 'mf-garage');
  }
});

test.describe('a remote that is down', () => {
  test('with its files missing breaks only its own routes, and recovers on retry', async ({
    page,
  }) => {
    const dir = liveReleaseDir('mf-profile');
    const hidden = `${dir}.hidden`;
    fs.renameSync(dir, hidden);
    try {
      await page.goto('/profile/settings');
      // Signed out, the protected route cannot load its remote: the shell still answers.
      await expect(
        page.getByRole('heading', { name: 'Цей розділ тимчасово недоступний' }),
      ).toBeVisible();
      await expect(page.getByRole('button', { name: 'Спробувати ще раз' })).toBeVisible();
      await expect(page.getByRole('banner')).toBeVisible();

      await page.getByRole('navigation').getByRole('link', { name: 'Авто' }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Авто');
      await page.getByLabel('Мова').selectOption('en');
      await page.goBack();
      await expect(
        page.getByRole('heading', { name: 'This section is temporarily unavailable' }),
      ).toBeVisible();

      fs.renameSync(hidden, dir);
      await page.getByRole('button', { name: 'Try again' }).click();
      await expect(page).toHaveURL(/\/login\?redirect=%2Fprofile%2Fsettings/);
    } finally {
      if (fs.existsSync(hidden)) fs.renameSync(hidden, dir);
    }
  });

  test('answering 500 shows the translated unavailable state and leaves the rest working', async ({
    page,
  }) => {
    await page.route('**/remotes/mf-auth/**', (route) =>
      route.fulfill({ status: 500, body: 'boom' }),
    );
    await page.goto('/login');
    await expect(
      page.getByRole('heading', { name: 'Цей розділ тимчасово недоступний' }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Спробувати ще раз' })).toBeVisible();
    await page.getByRole('link', { name: 'CarClub', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Ваш гараж, ваші історії, ваш клуб',
    );
    await page.goto('/cars');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Авто');
  });
});
