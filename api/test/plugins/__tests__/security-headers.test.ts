import type { InjectOptions } from 'fastify';

import { contentSecurityPolicy, sentryIngestOrigin } from '../../../src/lib/site';
import { withTestApp, writeFiles } from '../../support/test-app';

const CSP =
  "default-src 'self';script-src 'self';style-src 'self' 'unsafe-inline';img-src 'self' data: blob:;" +
  "font-src 'self';connect-src 'self';object-src 'none';base-uri 'self';form-action 'self';frame-ancestors 'none'";

const SITE = {
  'shell/index.html': '<!doctype html>',
  'shell/static/main.3f9a0c1b.js': 'x();',
};

describe('security headers', () => {
  /** What an app of its own, on a small built site and `env`, answers to `request`. */
  const inject = (request: InjectOptions, env: Record<string, string> = {}) =>
    withTestApp({ database: 'none', site: SITE, env }, (app) => app.inject(request));

  it.each([
    ['an API response', '/api/health', 200],
    ['the API 404', '/api/nothing', 404],
    ['a page', '/my/cars', 200],
    ['a static file', '/static/main.3f9a0c1b.js', 200],
    ['a missing file', '/missing.js', 404],
    ['a page URL that cannot be decoded', '/%E0%A4%A', 400],
    ['an API URL that cannot be decoded', '/api/private-transport/%zz', 400],
  ])('are sent on %s', async (_label, url, status) => {
    const response = await inject({ method: 'GET', url, headers: { accept: 'text/html' } });

    expect(response.statusCode).toBe(status);
    expect(response.headers).toMatchObject({
      'content-security-policy': CSP,
      'referrer-policy': 'strict-origin-when-cross-origin',
      'x-content-type-options': 'nosniff',
      'cross-origin-opener-policy': 'same-origin',
      'x-frame-options': 'DENY',
      'permissions-policy': 'camera=(), microphone=(), geolocation=()',
    });
    expect(response.headers['x-powered-by']).toBeUndefined();
  });

  it('allows the Sentry ingest origin, and only it, as an extra connect-src', async () => {
    const response = await inject(
      { method: 'GET', url: '/api/health' },
      { SENTRY_DSN: 'https://0123abcd@o42.ingest.us.sentry.io/7' },
    );

    expect(response.headers['content-security-policy']).toBe(
      CSP.replace("connect-src 'self'", "connect-src 'self' https://o42.ingest.us.sentry.io"),
    );
  });

  it('builds the same policy helmet sends, so a page that adds origins changes nothing else', () => {
    expect(contentSecurityPolicy(undefined)).toBe(CSP);
  });

  it('allows on a page exactly the other origins remotes.json serves remotes from', async () => {
    const registry = (entries: string[]) =>
      JSON.stringify({
        remotes: entries.map((entry, index) => ({
          name: `mf-${index}`,
          federationName: `mf_${index}`,
          entry,
          version: '1.0.0',
          releaseId: '1.0.0-a',
          prefixes: [`/p${index}`],
        })),
      });
    const env = { PUBLIC_URL: 'https://carclub.example' };
    await withTestApp({ database: 'none', site: SITE, env }, async (app) => {
      await writeFiles(app.config.siteDir, {
        'remotes.json': registry([
          '/remotes/mf-0/1.0.0-a/mf-manifest.json',
          'https://admin.cdn.example/remotes/mf-1/1.0.0-a/mf-manifest.json',
        ]),
      });
      const page = await app.inject({ url: '/dashboard', headers: { accept: 'text/html' } });
      const policy = page.headers['content-security-policy'] as string;
      for (const directive of ['script-src', 'style-src', 'connect-src', 'img-src', 'font-src']) {
        expect(policy).toMatch(new RegExp(`${directive} [^;]*https://admin\\.cdn\\.example`));
      }
      expect(policy.match(/https:\/\/admin\.cdn\.example/g)).toHaveLength(5);
      expect(policy).toContain("frame-ancestors 'none'");
      // The API's answers keep the site-only policy.
      const api = await app.inject({ url: '/api/health' });
      expect(api.headers['content-security-policy']).toBe(CSP);

      // Back on the site's own origin after a rollback: the extra origin is gone at once.
      await writeFiles(app.config.siteDir, {
        'remotes.json': registry(['/remotes/mf-1/1.0.0-a/mf-manifest.json']),
      });
      const after = await app.inject({ url: '/dashboard', headers: { accept: 'text/html' } });
      expect(after.headers['content-security-policy']).toBe(CSP);
    });
  });

  it.each([
    ['/%E0%A4%A', 400],
    ['/api/%', 400],
  ])(
    "answer Fastify's own refusal of %s in the standard payload, never cached",
    async (url, status) => {
      const response = await inject({ method: 'GET', url });

      expect(response.statusCode).toBe(status);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.json()).toEqual({
        statusCode: status,
        error: 'Bad Request',
        message: 'Bad Request',
      });
    },
  );
  it('sends HSTS only when the public URL is https', async () => {
    const plain = await inject(
      { method: 'GET', url: '/api/health' },
      { PUBLIC_URL: 'http://localhost:3000' },
    );
    expect(plain.headers['strict-transport-security']).toBeUndefined();

    const secure = await inject(
      { method: 'GET', url: '/api/health' },
      { PUBLIC_URL: 'https://carclub.example' },
    );
    expect(secure.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });
});

describe('sentryIngestOrigin', () => {
  it('keeps scheme, host and port of the DSN, dropping the key and project', () => {
    expect(sentryIngestOrigin('https://abc@o1.ingest.sentry.io/42')).toBe(
      'https://o1.ingest.sentry.io',
    );
    expect(sentryIngestOrigin('http://key@sentry.internal:9000/3')).toBe(
      'http://sentry.internal:9000',
    );
  });
});
