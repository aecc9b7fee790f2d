import compress from '@fastify/compress';
import fp from 'fastify-plugin';

/** Below this size the compressed frame costs about as much as it saves. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/** Brotli (preferred) or gzip for API responses and static files alike. */
export default fp(
  async (app) => {
    await app.register(compress, {
      global: true,
      threshold: COMPRESSION_THRESHOLD_BYTES,
      encodings: ['br', 'gzip'],
    });
  },
  { name: 'compression' },
);
