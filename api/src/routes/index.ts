import type { FastifyPluginAsync } from 'fastify';

import docs from './docs';
import health from './health';
import reference from './reference';

/** Every API resource, mounted under the API prefix by the app. */
const routes: FastifyPluginAsync = async (app) => {
  await app.register(health);
  await app.register(docs);
  await app.register(reference);
};

export default routes;
