import path from 'node:path';

import type { FastifyInstance } from 'fastify';

import { httpErrors } from '../lib/http-errors';
import { cacheControlFor, isServerBuildPath, SITE_SHARE_IMAGE } from '../lib/site';
import { NO_CACHE, sendStaticFile } from '../lib/static-files';
import type { SiteContext } from './context';

/** The site's own files that are not part of the shell's build, such as its preview picture. */
const SITE_ASSETS_DIR = path.join(__dirname, '..', 'lib', 'site');

const hidden = { schema: { hide: true } };

interface WildcardParams {
  '*': string;
}

/**
 * The site's files besides the pages: the runtime config `/config.js`, the runtime registry
 * `/remotes.json`, the site's preview picture and the remotes under `/remotes/`. The shell's own
 * files share the pages' wildcard (pages.ts).
 */
export function registerSiteAssets(
  app: FastifyInstance,
  { configScript, readSiteFile, registryFile, remotesDir }: SiteContext,
): void {
  app.get('/config.js', hidden, async (_request, reply) =>
    reply
      .type('application/javascript; charset=utf-8')
      .header('cache-control', NO_CACHE)
      .send(configScript),
  );

  app.get('/remotes.json', hidden, async (_request, reply) => {
    let registry: string;
    try {
      registry = await readSiteFile(registryFile);
    } catch {
      throw httpErrors.notFound('remotes.json does not exist. Run `pnpm build` to build the site.');
    }
    try {
      JSON.parse(registry);
    } catch {
      throw httpErrors.serviceUnavailable('remotes.json is not valid JSON.');
    }
    return reply
      .type('application/json; charset=utf-8')
      .header('cache-control', NO_CACHE)
      .send(registry);
  });

  app.get(SITE_SHARE_IMAGE.path, hidden, async (request, reply) =>
    sendStaticFile(request, reply, {
      root: SITE_ASSETS_DIR,
      relativePath: path.basename(SITE_SHARE_IMAGE.path),
      cacheControl: cacheControlFor,
    }),
  );

  app.get<{ Params: WildcardParams }>('/remotes/*', hidden, async (request, reply) => {
    if (isServerBuildPath(request.params['*'])) throw httpErrors.notFound();
    return sendStaticFile(request, reply, {
      root: remotesDir,
      relativePath: request.params['*'],
      cacheControl: cacheControlFor,
    });
  });
}
