import type { FastifyPluginAsync } from 'fastify';

import docs from './docs';
import health from './health';

/** Every API resource, mounted under the API prefix by the app. */
const routes: FastifyPluginAsync = async (app) => {
  await app.register(health);
  await app.register(docs);
};

export default routes;
