import swaggerUi from '@fastify/swagger-ui';
import type { FastifyPluginAsync } from 'fastify';

import { asksForHtml } from '../../lib/site';

/** Where the interactive reference lives, under the API prefix. */
export const REFERENCE_PATH = '/docs/reference';

/**
 * The OpenAPI document and its reader (ADR 0142). `/docs` stays the document's address for every
 * client; only a browser's navigation, which names `text/html`, is sent on to the reference.
 * Swagger UI is served from the package (no CDN) and starts from a script file, not an inline
 * script, so the site's CSP (`script-src 'self'`) holds here too.
 */
const docs: FastifyPluginAsync = async (app) => {
  const referenceUrl = `${app.prefix}${REFERENCE_PATH}`;

  app.get('/docs', { schema: { hide: true } }, async (request, reply) => {
    reply.header('vary', 'accept');
    if (asksForHtml(request.headers.accept)) return reply.redirect(referenceUrl);
    return app.swagger();
  });

  await app.register(swaggerUi, {
    routePrefix: REFERENCE_PATH,
    // The plugin writes absolute asset URLs from its prefix, which does not include ours.
    indexPrefix: app.prefix,
    theme: { title: 'CarClub API reference' },
    // No top bar: its "explore" box would load any document, and the site's CSP refuses other
    // origins anyway.
    // Tags start folded: a table of contents a reader opens one tag of. Unfolded, Swagger UI 5 drew
    // only the first two tags of our 130-path document and silently stopped (seen in Chromium).
    uiConfig: {
      layout: 'BaseLayout',
      deepLinking: true,
      displayOperationId: true,
      docExpansion: 'none',
    },
  });
};

export default docs;
