import { brotliDecompressSync, gunzipSync } from 'node:zlib';

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { COMPRESSION_THRESHOLD_BYTES } from '../../../src/plugins/compression';
import { useTestApp } from '../../support/test-app';

const BIG_SCRIPT = `export const cars = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `car-${i}`))};`;
const bigList = Array.from({ length: 100 }, (_, i) => ({ id: i, name: `Volkswagen Golf ${i}` }));

const listRoute: FastifyPluginAsyncZod = async (api) => {
  api.get('/api/test/cars', async () => bigList);
};

describe('compression', () => {
  const { app } = useTestApp({
    database: 'none',
    site: { 'shell/static/vendors.0a1b2c3d.js': BIG_SCRIPT },
  });
  app.register(listRoute);

  it('prefers brotli when the client accepts it', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/test/cars',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });

    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(brotliDecompressSync(response.rawPayload).toString())).toEqual(bigList);
  });

  it('falls back to gzip', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/test/cars',
      headers: { 'accept-encoding': 'gzip' },
    });

    expect(response.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(response.rawPayload).toString())).toEqual(bigList);
  });

  it('compresses static files too', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/static/vendors.0a1b2c3d.js',
      headers: { 'accept-encoding': 'br' },
    });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(BIG_SCRIPT);
  });

  it('leaves small responses and clients without compression support alone', async () => {
    const small = await app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(small.rawPayload.length).toBeLessThan(COMPRESSION_THRESHOLD_BYTES);
    expect(small.headers['content-encoding']).toBeUndefined();

    const identity = await app.inject({
      method: 'GET',
      url: '/api/test/cars',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.json()).toEqual(bigList);
  });
});
