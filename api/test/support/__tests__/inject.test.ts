import type { FastifyPluginAsync } from 'fastify';

import { withTestApp } from '../test-app';

const echoCookie: FastifyPluginAsync = async (api) => {
  api.get('/api/test/cookie', async (request) => ({ cookie: request.headers.cookie ?? null }));
};

describe('app.inject under Jest', () => {
  it('turns the cookies option into a Cookie header, as light-my-request does', async () => {
    const response = await withTestApp({ database: 'none' }, async (app) => {
      app.register(echoCookie);
      return app.inject({
        method: 'GET',
        url: '/api/test/cookie',
        cookies: { auth_tokens: '{"accessToken":"a b"}', lang: 'uk' },
      });
    });

    expect(response.json()).toEqual({
      cookie: 'auth_tokens=%7B%22accessToken%22%3A%22a%20b%22%7D; lang=uk',
    });
  });
});
