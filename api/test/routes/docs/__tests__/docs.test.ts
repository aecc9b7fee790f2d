import { useTestApp } from '../../../support/test-app';

const BROWSER_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';

describe('/api/docs', () => {
  const { app } = useTestApp({ database: 'none' });

  it.each([
    ['no Accept', {}],
    ['any type, as curl and fetch() ask', { accept: '*/*' }],
    ['JSON', { accept: 'application/json' }],
  ])('answers the OpenAPI document to a client that asks for %s', async (_name, headers) => {
    const response = await app.inject({ method: 'GET', url: '/api/docs', headers });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.headers.vary).toMatch(/\baccept\b/i);
    expect(response.json<{ openapi: string }>().openapi).toBe('3.1.0');
  });

  it("sends a browser's navigation to the interactive reference", async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/docs',
      headers: { accept: BROWSER_ACCEPT },
    });

    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/api/docs/reference');
    expect(response.headers.vary).toMatch(/\baccept\b/i);
  });

  it('serves the reference from its own assets, with no inline script, under the site CSP', async () => {
    const page = await app.inject({ method: 'GET', url: '/api/docs/reference' });

    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toMatch(/(^|;)script-src 'self'(;|$)/);
    expect(csp).not.toContain('unsafe-eval');

    const scripts = [...page.body.matchAll(/<script\b([^>]*)>/g)].map(
      ([, attributes]) => attributes,
    );
    expect(scripts.length).toBeGreaterThan(0);
    for (const attributes of scripts) expect(attributes).toMatch(/\bsrc="\/api\/docs\/reference\//);

    const assets = [...page.body.matchAll(/(?:src|href)="([^"]+)"/g)].map(([, url]) => url!);
    for (const asset of assets) {
      expect(asset).toMatch(/^\/api\/docs\/reference\//);
      expect((await app.inject({ method: 'GET', url: asset })).statusCode).toBe(200);
    }
  });

  it('keeps the reference and its assets out of the document', async () => {
    const document = (await app.inject({ method: 'GET', url: '/api/docs' })).json<{
      paths: Record<string, unknown>;
    }>();

    expect(Object.keys(document.paths).filter((path) => path.startsWith('/api/docs'))).toEqual([]);
  });
});
