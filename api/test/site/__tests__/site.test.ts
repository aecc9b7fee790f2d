import { createHash } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import vm from 'node:vm';

import { readRuntimeConfig } from '@carclub/contracts/deploy';

import { IMMUTABLE, NO_CACHE } from '../../../src/lib/static-files';
import { cacheControlFor } from '../../../src/lib/site';
import { useTestAppEach, withTestApp, writeFiles } from '../../support/test-app';

const INDEX_HTML =
  '<!doctype html><html><head><script src="/config.js"></script></head><body></body></html>';
const HTML = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };
const REMOTE = 'remotes/mf-garage/2024-06-01.1';
const SECRET = 'top secret outside SITE_DIR';

/** A built site: the shell, a release of one remote and the registry naming it. */
const SITE = {
  'shell/index.html': INDEX_HTML,
  'shell/theme-init.js': 'document.documentElement.dataset.theme = "light";',
  'shell/favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  'shell/static/main.3f9a0c1b.js': 'console.info("shell");',
  'shell/.env': 'JWT_SECRET=do-not-serve',
  [`${REMOTE}/mf-manifest.json`]: '{"name":"mf-garage"}',
  [`${REMOTE}/remoteEntry.js`]: 'var mf_garage;',
  [`${REMOTE}/123.a1b2c3d4.js`]: 'chunk();',
  [`${REMOTE}/main.a1b2c3d4e5.css`]: 'body{}',
  [`${REMOTE}/logo.png`]: 'png',
  [`${REMOTE}/server/remoteEntry.js`]: 'module.exports = {};',
  'shell/server/1.0.0-1/remoteEntry.js': 'module.exports = {};',
  'remotes.json': JSON.stringify({ 'mf-garage': { manifest: `/${REMOTE}/mf-manifest.json` } }),
};

describe('site plugin', () => {
  // Tests change the site's files: each gets its own.
  const current = useTestAppEach({
    database: 'none',
    site: SITE,
    prepare: (workDir) => writeFiles(workDir, { 'secret.txt': SECRET }),
  });
  const siteDir = () => current.app.config.siteDir;

  const get = (url: string, headers: Record<string, string> = {}) =>
    current.app.inject({ method: 'GET', url, headers });

  describe('GET /remotes.json', () => {
    it('is never cached and re-read from disk after a deploy rewrites it', async () => {
      const first = await get('/remotes.json');
      expect(first.statusCode).toBe(200);
      expect(first.headers['content-type']).toMatch(/^application\/json/);
      expect(first.headers['cache-control']).toBe(NO_CACHE);
      expect(first.json()).toEqual({ 'mf-garage': { manifest: `/${REMOTE}/mf-manifest.json` } });

      await writeFile(
        path.join(siteDir(), 'remotes.json'),
        JSON.stringify({ 'mf-garage': { manifest: '/next' } }),
      );

      const second = await get('/remotes.json');
      expect(second.json()).toEqual({ 'mf-garage': { manifest: '/next' } });
    });

    it('answers 404 with the error payload when the registry is missing', async () => {
      await rm(path.join(siteDir(), 'remotes.json'));
      const response = await get('/remotes.json');
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
      expect(response.headers['cache-control']).toBe('no-store');
    });

    it('answers 503 rather than passing on a half-written registry', async () => {
      await writeFile(path.join(siteDir(), 'remotes.json'), '{"mf-garage": {');
      const response = await get('/remotes.json');
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ statusCode: 503, error: 'Service Unavailable' });
    });
  });

  describe('GET /remotes/*', () => {
    it.each([
      ['mf-manifest.json', NO_CACHE, /^application\/json/],
      ['remoteEntry.js', NO_CACHE, /^application\/javascript/],
      ['123.a1b2c3d4.js', IMMUTABLE, /^application\/javascript/],
      ['main.a1b2c3d4e5.css', IMMUTABLE, /^text\/css/],
      ['logo.png', NO_CACHE, /^image\/png/],
    ])('serves %s with cache-control %s', async (file, cacheControl, contentType) => {
      const response = await get(`/${REMOTE}/${file}`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe(cacheControl);
      expect(response.headers['content-type']).toMatch(contentType);
      expect(response.headers.etag).toBeDefined();
    });

    it("keeps a release's server build to the API: 404 for the browser", async () => {
      expect((await get(`/${REMOTE}/server/remoteEntry.js`)).statusCode).toBe(404);
      expect((await get('/server/1.0.0-1/remoteEntry.js')).statusCode).toBe(404);
    });

    it('answers a conditional request for an unchanged file with 304', async () => {
      const first = await get(`/${REMOTE}/remoteEntry.js`);
      const again = await get(`/${REMOTE}/remoteEntry.js`, {
        'if-none-match': String(first.headers.etag),
      });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
    });

    it('lists no folders', async () => {
      for (const url of [`/${REMOTE}`, `/${REMOTE}/`, '/remotes/', '/remotes/mf-garage']) {
        const response = await get(url, HTML);
        expect({ url, status: response.statusCode }).toEqual({ url, status: 404 });
        expect(response.body).not.toContain('remoteEntry.js');
      }
    });

    it('answers 404 for a file of a remote release deleted while the server runs', async () => {
      expect((await get(`/${REMOTE}/123.a1b2c3d4.js`)).statusCode).toBe(200);
      await rm(path.join(siteDir(), REMOTE), { recursive: true });

      const response = await get(`/${REMOTE}/123.a1b2c3d4.js`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
      expect(response.headers['cache-control']).toBe('no-store');
    });

    it.each([
      '/remotes/../../secret.txt',
      '/remotes/..%2f..%2fsecret.txt',
      '/remotes/%2e%2e/%2e%2e/secret.txt',
      '/remotes/mf-garage/..%5c..%5c..%5csecret.txt',
      '/static/../../../secret.txt',
      '/..%2f..%2fsecret.txt',
      '/remotes/mf-garage//etc/passwd',
      '/.env',
      '/remotes/%00secret.txt',
    ])('refuses the path traversal %s', async (url) => {
      const response = await get(url, HTML);
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain(SECRET);
      expect(response.body).not.toContain('do-not-serve');
    });
  });

  describe('shell files', () => {
    it.each([
      ['/index.html', NO_CACHE],
      ['/theme-init.js', NO_CACHE],
      ['/favicon.svg', NO_CACHE],
      ['/static/main.3f9a0c1b.js', IMMUTABLE],
    ])('serves %s with cache-control %s', async (url, cacheControl) => {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe(cacheControl);
    });

    it('answers a missing file with an extension with the 404 payload, even for a browser', async () => {
      const response = await get('/missing.js', HTML);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
    });
  });

  describe('page paths', () => {
    it.each(['/', '/my/cars', '/edit-car/42?tab=media'])(
      "answers %s with the shell index.html and the site's preview tags, never cached",
      async (url) => {
        const response = await get(url, HTML);
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toMatch(/^text\/html/);
        expect(response.headers['cache-control']).toBe(NO_CACHE);
        expect(response.headers.vary).toMatch(/accept/i);
        expect(response.body).toMatch(
          /^<!doctype html><html lang="uk" data-server-language="uk"><head><script>window\.__CARCLUB_CONFIG__ = .*<\/script><title>CarClub<\/title>.*<\/head><body><\/body><\/html>$/s,
        );
        expect(response.body).toContain('<meta property="og:site_name" content="CarClub">');
      },
    );

    it('moves /my/cars/ to /my/cars: no page has an address with a trailing slash', async () => {
      const response = await get('/my/cars/?page=2', HTML);
      expect(response.statusCode).toBe(301);
      expect(response.headers.location).toBe('/my/cars?page=2');
    });

    it.each(['/u/ann.b', '/u/ann.js/car/golf-7'])(
      'answers the member page %s with a page, whatever its nickname ends with',
      async (url) => {
        const response = await get(url, HTML);
        expect(response.headers['content-type']).toMatch(/^text\/html/);
        expect(response.body).toContain('<script>window.__CARCLUB_CONFIG__ = ');
      },
    );

    it.each(['/u/john/car/golf-7', '/u/john/car/golf-1.4'])(
      'still opens the vehicle page %s when its preview cannot be looked up (no database here)',
      async (url) => {
        const response = await get(url, HTML);
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toMatch(/^text\/html/);
        expect(response.body).toContain('<script>window.__CARCLUB_CONFIG__ = ');
        expect(response.body).toContain('<title>CarClub</title>');
      },
    );

    it("writes the shell's blocking head scripts into the page, and its policy allows exactly them", async () => {
      await writeFile(
        path.join(siteDir(), 'shell/index.html'),
        '<!doctype html><html><head><script src=/theme-init.js></script>' +
          '<script src=/config.js></script></head><body></body></html>',
      );
      const response = await get('/cars', HTML);
      const inline = [...response.body.matchAll(/<script>(.*?)<\/script>/gs)].map(
        ([, code]) => code!,
      );
      expect(inline).toEqual([
        'document.documentElement.dataset.theme = "light";',
        expect.stringMatching(/^window\.__CARCLUB_CONFIG__ = /),
      ]);
      const window: { __CARCLUB_CONFIG__?: unknown } = {};
      vm.runInNewContext(inline[1]!, { window });
      expect(readRuntimeConfig(window).apiBaseUrl).toBe('/api');

      const scriptSrc = /(?:^|;)script-src ([^;]*)/.exec(
        String(response.headers['content-security-policy']),
      )?.[1];
      const hash = (code: string) =>
        `'sha256-${createHash('sha256').update(code).digest('base64')}'`;
      expect(scriptSrc?.split(' ')).toEqual(["'self'", ...inline.map(hash)]);

      // A theme script that could end its element early stays a file of its own.
      await writeFile(path.join(siteDir(), 'shell/theme-init.js'), 'var end = "</script>";');
      const guarded = await get('/cars', HTML);
      expect(guarded.body).toContain('<script src=/theme-init.js></script>');
    });

    it('answers a conditional request for an unchanged page with 304', async () => {
      const first = await get('/my/cars', HTML);
      expect(first.headers.etag).toMatch(/^"[\w-]+"$/);
      const again = await get('/my/cars', { ...HTML, 'if-none-match': String(first.headers.etag) });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers['cache-control']).toBe(NO_CACHE);

      await writeFile(
        path.join(siteDir(), 'shell/index.html'),
        INDEX_HTML.replace('<body>', '<body class="new">'),
      );
      const afterDeploy = await get('/my/cars', {
        ...HTML,
        'if-none-match': String(first.headers.etag),
      });
      expect(afterDeploy.statusCode).toBe(200);
      expect(afterDeploy.body).toContain('<body class="new">');
    });

    it.each(['/api/x', '/api', '/remotes', '/media', '/missing.js'])(
      'does not answer %s with the shell',
      async (url) => {
        const response = await get(url, HTML);
        expect(response.statusCode).toBe(404);
        expect(response.headers['content-type']).toMatch(/^application\/json/);
        expect(response.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
      },
    );

    it.each([
      ['curl', { 'user-agent': 'curl/8.5.0', accept: '*/*' }],
      ['wget', { 'user-agent': 'Wget/1.21.3', accept: '*/*', 'accept-encoding': 'identity' }],
      ['a monitor that sends no Accept', { 'user-agent': 'UptimeRobot/2.0' }],
      ['an empty Accept', { accept: '' }],
      ['any text', { accept: 'text/*' }],
      ['XHTML', { accept: 'application/xhtml+xml' }],
      ['HTML among others, upper case', { accept: 'application/json;q=0.9, TEXT/HTML' }],
    ])('answers %s with the page', async (_client, headers) => {
      const response = await get('/my/cars', headers);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.body).toContain('<meta property="og:site_name" content="CarClub">');
    });

    it.each([
      ['JSON only', 'application/json'],
      ['JSON and plain text', 'application/json, text/plain'],
      ['an image', 'image/avif,image/webp'],
      ['HTML refused with q=0', 'text/html;q=0, application/json'],
      ['everything refused with q=0.000', '*/*;q=0.000'],
    ])('answers a client that takes no HTML (%s) with the 404 payload', async (_case, accept) => {
      const response = await get('/my/cars', { accept });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
    });

    it('answers HEAD of a page like its GET, without a body', async () => {
      const response = await current.app.inject({ method: 'HEAD', url: '/my/cars' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.body).toBe('');
    });

    it('answers 503 telling the operator to build when the shell is missing', async () => {
      await rm(path.join(siteDir(), 'shell'), { recursive: true });

      for (const url of ['/', '/my/cars']) {
        const response = await get(url, HTML);
        expect(response.statusCode).toBe(503);
        expect(response.headers['cache-control']).toBe('no-store');
        const body = response.json<{ statusCode: number; error: string; message: string }>();
        expect(body).toMatchObject({ statusCode: 503, error: 'Service Unavailable' });
        expect(body.message).toContain('pnpm build');
      }
      expect((await get('/api/health')).statusCode).toBe(200);
    });
  });

  describe('GET /config.js', () => {
    const run = (script: string) => {
      const window: { __CARCLUB_CONFIG__?: unknown } = {};
      vm.runInNewContext(script, { window });
      return window.__CARCLUB_CONFIG__;
    };

    it('hands the browser apps their runtime config as an external, uncached script', async () => {
      const response = await get('/config.js');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^application\/javascript/);
      expect(response.headers['cache-control']).toBe(NO_CACHE);
      expect(response.body).toMatch(/^window\.__CARCLUB_CONFIG__ = \{.*\};\n$/);
      expect(run(response.body)).toEqual({
        apiBaseUrl: '/api',
        sentryDsn: null,
        environment: 'production',
        release: expect.stringMatching(/^carclub@/),
      });
    });

    it("is read back whole by the apps' reader, in a page of its own", async () => {
      const env = {
        SITE_DIR: siteDir(),
        SENTRY_DSN: 'https://public@o7.ingest.sentry.io/99',
        SENTRY_RELEASE: 'carclub@abc123',
      };
      const response = await withTestApp({ database: 'none', env }, (configured) =>
        configured.inject({ method: 'GET', url: '/config.js' }),
      );
      const window = {};
      vm.runInNewContext(response.body, { window });
      expect(readRuntimeConfig(window)).toEqual({
        apiBaseUrl: '/api',
        sentryDsn: 'https://public@o7.ingest.sentry.io/99',
        environment: 'production',
        release: 'carclub@abc123',
      });
    });

    it('carries the Sentry settings when they are configured', async () => {
      const env = {
        SITE_DIR: siteDir(),
        SENTRY_DSN: 'https://public@o7.ingest.sentry.io/99',
        SENTRY_ENVIRONMENT: 'staging',
        SENTRY_RELEASE: 'carclub@abc123',
      };
      const response = await withTestApp({ database: 'none', env }, (configured) =>
        configured.inject({ method: 'GET', url: '/config.js' }),
      );
      expect(run(response.body)).toEqual({
        apiBaseUrl: '/api',
        sentryDsn: 'https://public@o7.ingest.sentry.io/99',
        environment: 'staging',
        release: 'carclub@abc123',
      });
    });
  });
});

describe('cacheControlFor', () => {
  it.each([
    ['index.html', NO_CACHE],
    ['theme-init.js', NO_CACHE],
    ['remoteEntry.js', NO_CACHE],
    ['mf-manifest.json', NO_CACHE],
    ['mf-stats.0123abcd.json', NO_CACHE],
    ['main.3f9a0c1b.js', IMMUTABLE],
    ['123.a1b2c3d4.js', IMMUTABLE],
    ['vendors.a1b2c3d4e5f60718.js.map', IMMUTABLE],
    ['main.3f9a0c1.js', NO_CACHE],
    ['main.3F9A0C1B.js', NO_CACHE],
    ['deadbeefcafe.js', NO_CACHE],
  ])('%s → %s', (file, expected) => {
    expect(cacheControlFor(file)).toBe(expected);
  });
});
