/**
 * @jest-environment node
 */
import { QueryClient, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from '@carclub/router';
import { request } from '@carclub/api-client';
import type { RegistryEntry } from '@carclub/contracts/deploy';
import type {
  RenderPageRequest,
  ServerCall,
  ServerRenderer,
  ServerSend,
} from '@carclub/contracts/server-render';
import type { RemoteModule } from '@carclub/federation/remote';
import { referenceItemSchema } from '@carclub/contracts';
import { registerResources } from '@carclub/i18n';

import { createServerRenderer } from '../render';
import { renderKey } from '../render-memo';
import { SERVER_STATE_ELEMENT_ID, type ServerState } from '../server-state';

/** A car as the stand-in API answers it (a reference item's shape: any small schema would do). */
const carQuery = (slug: string) => ({
  queryKey: ['car', slug],
  queryFn: () => request(referenceItemSchema, { url: `/cars/${encodeURIComponent(slug)}` }),
});

registerResources('test', { uk: { owner: 'Власник' }, en: { owner: 'Owner' } });

/** How many times the car page rendered: a render the memo answered does not count. */
const carRendered = jest.fn();

function CarPage() {
  const { slug = '' } = useParams();
  carRendered(slug);
  // The test's own namespace is no part of the shell's typed keys.
  const { t } = useTranslation() as unknown as { t: (key: string) => string };
  const { data } = useQuery(carQuery(slug));
  return (
    <article>
      <h1>{data ? data.name : 'loading'}</h1>
      <p>{t('test:owner')}</p>
    </article>
  );
}

function Broken(): never {
  throw new Error('broken on the server');
}

const garage: RemoteModule = {
  build: { name: 'mf-garage', version: '1.0.0', releaseId: 'r1', builtAt: '2026-11-24T00:00:00Z' },
  routes: [
    {
      path: '/cars/:slug',
      handle: {
        access: 'public',
        prefetch: ({ queryClient, params }) => queryClient.fetchQuery(carQuery(params['slug']!)),
      },
      element: <CarPage />,
    },
    { path: '/cars-broken', handle: { access: 'public' }, element: <Broken /> },
  ],
};

const entry = (name: string, prefixes: string[], extra: Partial<RegistryEntry> = {}) => ({
  name,
  federationName: name.replace('-', '_'),
  entry: `/remotes/${name}/r1/mf-manifest.json`,
  version: '1.0.0',
  releaseId: 'r1',
  prefixes,
  ...extra,
});

const registry: RegistryEntry[] = [
  entry('mf-garage', ['/cars', '/cars-broken']),
  entry('mf-admin', ['/dashboard'], { requires: 'dashboard:view' }),
];

/** The API as the render reaches it: a car named after its slug (and its edition), 500 for `down`. */
const calls: ServerCall[] = [];
let edition = '';
const send: ServerSend = async (call) => {
  calls.push(call);
  const slug = decodeURIComponent(/\/cars\/([^/?]+)/.exec(call.url)?.[1] ?? '');
  if (slug === 'down') {
    return { status: 500, headers: { 'content-type': 'application/json' }, body: '{}' };
  }
  return {
    status: 200,
    headers: { 'content-type': 'application/json; charset=utf-8' },
    body: JSON.stringify({ id: 'car', name: `Car ${slug}${edition}`, locales: {} }),
  };
};

let renderer: ServerRenderer;
beforeAll(async () => {
  renderer = await createServerRenderer({ send });
});
beforeEach(() => {
  calls.length = 0;
  edition = '';
});

const page = (url: string, overrides: Partial<RenderPageRequest> = {}) =>
  renderer.renderPage({
    url,
    language: 'uk',
    registry,
    loadRemote: () => Promise.resolve({ default: garage }),
    ...overrides,
  });

function stateOf(stateScript: string): ServerState {
  const json = new RegExp(`id="${SERVER_STATE_ELEMENT_ID}">(.*)</script>$`).exec(stateScript)![1]!;
  return JSON.parse(json) as ServerState;
}

describe('the server render', () => {
  it("renders a remote's page inside the shell's layout with the data its prefetch loaded", async () => {
    const result = await page('/cars/golf');

    expect(result).toMatchObject({ rendered: true, status: 200 });
    if (!result.rendered) return;
    expect(result.html).toContain('<h1>Car golf</h1>');
    expect(result.html).toContain('<header');
    expect(calls.map((call) => call.url)).toEqual(['/api/cars/golf?lang=en']);
    const state = stateOf(result.stateScript);
    expect(state.remote).toEqual({ name: 'mf-garage', releaseId: 'r1' });
    expect(state.queries.queries.map((query) => query.queryKey)).toEqual([['car', 'golf']]);
  });

  it('escapes the data so that no text can close the state block early', async () => {
    const result = await page('/cars/%3C%2Fscript%3E');
    if (!result.rendered) throw new Error('not rendered');
    expect(result.stateScript.match(/<\/script>/g)).toHaveLength(1);
    expect(stateOf(result.stateScript).queries.queries[0]?.state.data).toMatchObject({
      name: 'Car </script>',
    });
  });

  it('renders two pages at once each in its own language', async () => {
    const [uk, en] = await Promise.all([
      page('/cars/a', { language: 'uk' }),
      page('/cars/b', { language: 'en' }),
    ]);
    expect(uk.rendered && uk.html).toContain('Власник');
    expect(en.rendered && en.html).toContain('Owner');
    expect(uk.rendered && stateOf(uk.stateScript).language).toBe('uk');
  });

  it("answers 404 for an address no page has, with the shell's not-found page", async () => {
    const result = await page('/no/such/page');
    expect(result).toMatchObject({ rendered: true, status: 404 });
  });

  it("names each page as the browser will: its route's title in the page's language", async () => {
    expect(await page('/no/such/page')).toMatchObject({ title: 'Сторінку не знайдено · CarClub' });
    expect(await page('/no/such/page', { language: 'en' })).toMatchObject({
      title: 'Page not found · CarClub',
    });
    // A route with no title of its own: the site's name.
    expect(await page('/cars/untitled')).toMatchObject({ rendered: true, title: 'CarClub' });
  });

  it('leaves an address with a trailing slash to the browser: the API moves it', async () => {
    const result = await page('/cars/golf/');
    expect(result).toMatchObject({ rendered: false, reason: 'redirect' });
    expect(result).not.toHaveProperty('redirectTo');
  });

  it.each(['/messages', '/messages/42'])(
    'answers %s, which only leads to the home page, with where it leads',
    async (url) => {
      expect(await page(url)).toEqual({ rendered: false, reason: 'redirect', redirectTo: '/' });
    },
  );

  it('leaves the page to the browser when its remote cannot be loaded', async () => {
    const error = new Error('remoteEntry.js is missing');
    // A release not loaded before: one that was is kept, with its pages resolved.
    const result = await page('/cars/golf', {
      registry: registry.map((remote) => ({ ...remote, releaseId: 'r2' })),
      loadRemote: () => Promise.reject(error),
    });
    expect(result).toEqual({ rendered: false, reason: 'remote could not be loaded', error });
  });

  it('leaves the page to the browser when its data fails to load', async () => {
    const result = await page('/cars/down');
    expect(result).toMatchObject({ rendered: false, reason: 'page data failed to load' });
  });

  it('leaves the page to the browser when one of its components throws', async () => {
    const result = await page('/cars-broken');
    expect(result).toMatchObject({ rendered: false, reason: 'render failed' });
  });

  it("never loads a staff-only remote: its pages render in the browser, once a user's permissions are known", async () => {
    const loadRemote = jest.fn();
    const result = await page('/dashboard', { loadRemote });
    expect(result).toMatchObject({ rendered: false, reason: 'staff-only remote' });
    expect(loadRemote).not.toHaveBeenCalled();
  });

  describe('a page asked for again', () => {
    it('is answered with the markup of its last render when its data is the same, its data read afresh', async () => {
      const first = await page('/cars/memo');
      const rendersBefore = carRendered.mock.calls.length;
      const again = await page('/cars/memo');

      expect(carRendered.mock.calls.length).toBe(rendersBefore);
      expect(again.rendered && again.html).toBe(first.rendered && first.html);
      expect(calls.map((call) => call.url)).toEqual([
        '/api/cars/memo?lang=en',
        '/api/cars/memo?lang=en',
      ]);
    });

    it('is rendered again when its data, its language, its query, a release or the header changed', async () => {
      await page('/cars/changes');
      const renders = () => carRendered.mock.calls.length;
      const before = renders();

      edition = ' (new)';
      const changed = await page('/cars/changes');
      expect(changed.rendered && changed.html).toContain('Car changes (new)');
      await page('/cars/changes', { language: 'en' });
      await page('/cars/changes?tab=logbook');
      await page('/cars/changes', {
        registry: registry.map((remote) => ({ ...remote, releaseId: 'r3' })),
      });
      // A member's header instead of the sign-in links.
      await page('/cars/changes', { storedSession: true });
      expect(renders()).toBe(before + 5);
    });

    it('is rendered again in the next minute, so that texts relative to now stay true', () => {
      const inputs = (now: number) => ({
        url: new URL('http://carclub.test/cars/golf'),
        language: 'uk' as const,
        storedSession: false,
        registry,
        queryClient: new QueryClient(),
        now,
      });
      const minute = Date.UTC(2026, 10, 25, 10, 0);
      expect(renderKey(inputs(minute + 59_000))).toBe(renderKey(inputs(minute)));
      expect(renderKey(inputs(minute + 60_000))).not.toBe(renderKey(inputs(minute)));
    });
  });
});
