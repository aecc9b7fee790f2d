import type { FastifyPluginAsync } from 'fastify';

/** The OpenAPI document as JSON. No swagger-ui: its inline scripts would need a weaker CSP. */
const docs: FastifyPluginAsync = async (app) => {
  app.get('/docs', { schema: { hide: true } }, async () => app.swagger());
};

export default docs;
