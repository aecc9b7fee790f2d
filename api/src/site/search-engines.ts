import type { FastifyPluginAsync, FastifyReply } from 'fastify';

import { httpErrors } from '../lib/http-errors';
import {
  countSitemapPages,
  loadSitemapPages,
  parseSitemapRangeFile,
  renderRobotsTxt,
  renderSitemap,
  renderSitemapIndex,
  STATIC_PAGE_PATHS,
  STATIC_PAGES_SITEMAP,
} from '../lib/site';

/**
 * Crawlers come back daily at most; an hour of caching spares the database their repeats while a
 * new car still reaches the sitemap the same hour.
 */
export const SEARCH_ENGINE_CACHE_CONTROL = 'public, max-age=3600';

const hidden = { schema: { hide: true } };

const sendXml = (reply: FastifyReply, xml: string) =>
  reply
    .type('application/xml; charset=utf-8')
    .header('cache-control', SEARCH_ENGINE_CACHE_CONTROL)
    .send(xml);

/**
 * What search engines read besides the pages: `/robots.txt`, the sitemap index `/sitemap.xml`
 * and its sitemaps under `/sitemaps/` (ADR 0081). Registered beside the site, whose `/*` these
 * more specific routes win over.
 */
const searchEngines: FastifyPluginAsync = async (app) => {
  const { publicUrl } = app.config;
  const robotsTxt = renderRobotsTxt(publicUrl);
  const staticPagesSitemap = renderSitemap(
    publicUrl,
    STATIC_PAGE_PATHS.map((path) => ({ path })),
  );

  app.get('/robots.txt', hidden, async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', SEARCH_ENGINE_CACHE_CONTROL)
      .send(robotsTxt),
  );

  app.get('/sitemap.xml', hidden, async (_request, reply) =>
    sendXml(reply, renderSitemapIndex(publicUrl, await countSitemapPages(app.db))),
  );

  app.get<{ Params: { file: string } }>('/sitemaps/:file', hidden, async (request, reply) => {
    const { file } = request.params;
    if (file === STATIC_PAGES_SITEMAP) return sendXml(reply, staticPagesSitemap);
    const range = parseSitemapRangeFile(file);
    if (!range) throw httpErrors.notFound();
    return sendXml(reply, renderSitemap(publicUrl, await loadSitemapPages(app.db, range)));
  });
};

export default searchEngines;
