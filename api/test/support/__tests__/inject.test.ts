import type { FastifyPluginAsync } from 'fastify';

import { buildTestApp, makeTempDir, removeTempDir } from '../test-app';

const echoCookie: FastifyPluginAsync = async (api) => {
  api.get('/api/test/cookie', async (request) => ({ cookie: request.headers.cookie ?? null }));
};

describe('app.inject under Jest', () => {
  it('turns the cookies option into a Cookie header, as light-my-request does', async () => {
    const siteDir = await makeTempDir();
    const app = buildTestApp({ SITE_DIR: siteDir });
    app.register(echoCookie);

    const response = await app.inject({
      method: 'GET',
      url: '/api/test/cookie',
      cookies: { auth_tokens: '{"accessToken":"a b"}', lang: 'uk' },
    });
    await app.close();
    await removeTempDir(siteDir);

    expect(response.json()).toEqual({
      cookie: 'auth_tokens=%7B%22accessToken%22%3A%22a%20b%22%7D; lang=uk',
    });
  });
});
