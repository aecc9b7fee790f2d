import { useTestApp } from '../support/test-app';

describe('buildApp', () => {
  const { app, dataDir } = useTestApp({ database: 'none', env: { PORT: '4321' } });

  it('exposes the parsed config to later plugins', () => {
    expect(app.config.siteDir).toBe(dataDir);
    expect(app.config.publicUrl).toBe('http://localhost:4321');
  });

  it('serves an OpenAPI document of the API routes at /api/docs, without the site routes', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/docs' });

    expect(response.statusCode).toBe(200);
    const document = response.json<{
      openapi: string;
      paths: Record<string, Record<string, unknown>>;
    }>();
    expect(document.openapi).toMatch(/^3\./);
    expect(document.paths['/api/health']?.get).toMatchObject({
      responses: {
        200: {
          content: {
            'application/json': {
              schema: { required: ['status', 'version', 'uptimeSeconds', 'pid'] },
            },
          },
        },
      },
    });
    expect(Object.keys(document.paths).every((route) => route.startsWith('/api/'))).toBe(true);
    expect(document.paths['/api/docs']).toBeUndefined();
  });
});
