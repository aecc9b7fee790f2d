import { AsyncLocalStorage } from 'node:async_hooks';
import path from 'node:path';

import { matchPagePath } from '@carclub/contracts/page-paths';
import { remoteOrigins, RUNTIME_CONFIG_GLOBAL } from '@carclub/contracts/deploy';
import type { ServerSend } from '@carclub/contracts/server-render';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import { httpErrors } from '../lib/http-errors';
import { renamedTo } from '../lib/auth';
import {
  callInProcess,
  createPageRenderer,
  pageCalls,
  PAGE_LANGUAGE_HEADERS,
  pageLanguage,
  pageViewerAuthorization,
  type PageCalls,
  type RenderedPage,
} from '../lib/server-render';
import {
  acceptsHtml,
  assembleRenderedPage,
  cacheControlFor,
  contentSecurityPolicy,
  createHeadBytes,
  dataPageHead,
  hasEmptyRoot,
  injectHeadTag,
  injectShareTags,
  inlineHeadScripts,
  isServerBuildPath,
  isSiteFilePath,
  memberPageMove,
  type PageHead,
  pageEtag,
  sitePageHead,
  startAfterFirstPaint,
  withoutTrailingSlashes,
} from '../lib/site';
import { NO_CACHE, sendStaticFile } from '../lib/static-files';
import type { SiteContext } from './context';

interface WildcardParams {
  '*': string;
}

function movedPermanently(reply: FastifyReply, location: string): FastifyReply {
  return reply.code(301).header('location', location).header('cache-control', NO_CACHE).send();
}

/**
 * `index.html` for every page path so the shell's router can take over, rendered on the server
 * when the shell's server build is there; the shell's own files under the same wildcard. A page
 * carries the shell's two blocking head scripts written in (`inlineHeadScripts`).
 *
 * Link previews (Telegram, Facebook, Viber, Slack) never run the apps' JavaScript, so each page's
 * `index.html` carries its title, description and Open Graph tags: a vehicle's own and a member's
 * own, from the answer of the page's own API call (which its render then reuses, so such a page
 * reads its data once), `/cars`' and the site's for every other page (no query).
 */
export function registerPages(
  app: FastifyInstance,
  {
    siteDir,
    apiPrefix,
    runtimeConfig,
    shellDir,
    configScript,
    readSiteFile,
    liveRegistry,
  }: SiteContext,
): void {
  const reservedSegments = new Set([
    apiPrefix.replace(/^\/+|(?<!\/)\/+$/g, ''),
    'remotes',
    'media',
  ]);
  const { publicUrl } = app.config;
  const hidden = { schema: { hide: true } };

  // The apps read their runtime config from this global (`/config.js` sets it in the browser); the
  // server render runs the same code, so it finds the same config.
  (globalThis as Record<string, unknown>)[RUNTIME_CONFIG_GLOBAL] = runtimeConfig;
  /**
   * The API answering the calls of `visitor`'s page in-process: the payloads the browser would
   * get, asked as theirs, so a car's view is counted for its visitor (address, browser, languages,
   * who is signed in) as when the browser itself asks.
   */
  const answerFor =
    (visitor: FastifyRequest | undefined): ServerSend =>
    async ({ method, url, headers }) => {
      const forwarded = Object.fromEntries(
        (['user-agent', 'accept-language'] as const).flatMap((name) => {
          const value = visitor?.headers[name];
          return value === undefined ? [] : [[name, value]];
        }),
      );
      const authorization = pageViewerAuthorization(visitor?.headers.cookie);
      if (authorization !== undefined) forwarded.authorization = authorization;
      const response = await callInProcess(() =>
        app.inject({
          method: method as 'GET',
          url,
          headers: { ...forwarded, ...headers },
          ...(visitor && { remoteAddress: visitor.ip }),
        }),
      );
      return { status: response.statusCode, headers: response.headers, body: response.body };
    };
  /** The calls of the page being rendered. */
  const renderingPage = new AsyncLocalStorage<PageCalls>();
  const headBytes = createHeadBytes();
  const pageRenderer = createPageRenderer({
    siteDir,
    log: app.log,
    send: (call) => (renderingPage.getStore()?.send ?? answerFor(undefined))(call),
  });

  app.get<{ Params: WildcardParams }>('/*', hidden, async (request, reply) => {
    const wildcard = request.params['*'];
    const [firstSegment = ''] = wildcard.split('/');
    if (reservedSegments.has(firstSegment)) {
      throw httpErrors.notFound(`Route ${request.method}:${request.url.split('?')[0]} not found`);
    }
    // One address per page, none ending in a slash (the spec): `/cars/` moves to `/cars`, or it
    // would be an empty page answered 200, and `/nowhere/` would look found.
    if (wildcard.endsWith('/')) return movedPermanently(reply, withoutTrailingSlashes(request.url));
    if (isSiteFilePath(wildcard)) {
      if (isServerBuildPath(wildcard)) throw httpErrors.notFound();
      return sendStaticFile(request, reply, {
        root: shellDir,
        relativePath: wildcard,
        cacheControl: cacheControlFor,
      });
    }

    const takesHtml = acceptsHtml(request.headers.accept);
    let index: string | null = null;
    if (takesHtml) index = await readSiteFile(path.join(shellDir, 'index.html')).catch(() => null);
    const language = pageLanguage(
      request.query,
      request.headers.cookie,
      request.headers['accept-language'],
    );
    const pathname = request.url.split('?')[0] ?? '/';
    const match = matchPagePath(wildcard);
    const calls = pageCalls(answerFor(request));
    // A page that can be served asks for its vehicle or member first: whether they exist, too.
    const dataHead =
      index === null
        ? undefined
        : await dataPageHead({
            pathname,
            match,
            ask: (url) => calls.ask(url),
            language,
            publicUrl,
            apiPrefix,
            onFailure: (error) =>
              request.log.warn({ err: error }, 'page served without its link preview tags'),
          });
    const moveTo = await memberPageMove(request.url, match, dataHead, (nickname) =>
      renamedTo(app.db, nickname),
    );
    if (moveTo !== undefined) return movedPermanently(reply, moveTo);

    // A page path gets HTML unless the client takes no HTML at all; they get the 404 payload. Its
    // language follows the visitor's choice and browser (ADR 0119): a cache that keeps one must
    // keep it for each, and say which it holds.
    reply.header('vary', ['accept', ...PAGE_LANGUAGE_HEADERS].join(', '));
    if (!takesHtml) throw httpErrors.notFound();
    if (index === null) {
      throw httpErrors.serviceUnavailable(
        'The site has not been built yet. Run `pnpm build`, then reload this page.',
        'SITE_DIR/shell/index.html is missing.',
      );
    }
    const { html, scriptHashes } = inlineHeadScripts(index, {
      'theme-init': await readSiteFile(path.join(shellDir, 'theme-init.js')).catch(() => null),
      config: configScript,
    });
    const registry = await liveRegistry();
    const head: PageHead = dataHead ?? sitePageHead(pathname, language, publicUrl);
    let { tags } = head;
    let statusCode: number = head.statusCode;
    let rendered: RenderedPage | undefined;
    // A vehicle or member that does not exist is the browser's to show (its not-found state).
    if (head.statusCode === 200 && hasEmptyRoot(html)) {
      rendered = await renderingPage.run(calls, () =>
        pageRenderer.render({
          url: request.url,
          language: tags.language,
          // A member's header, their name loading: the browser starts from the same cookie.
          storedSession: pageViewerAuthorization(request.headers.cookie) !== undefined,
          registry,
        }),
      );
      // `/messages` leads to the home page until messaging exists: for now, so not for good.
      if (!rendered.rendered && rendered.redirectTo !== undefined) {
        return reply
          .code(302)
          .header('location', rendered.redirectTo)
          .header('cache-control', NO_CACHE)
          .send();
      }
      if (rendered.rendered) {
        statusCode = rendered.status;
        // A page the API has no head of its own for (not a car's or a member's: `/login`, a legal
        // page) is titled as its route titles it, in previews and tabs before any script runs.
        const { title } = rendered;
        if (dataHead === undefined && title) tags = { ...tags, documentTitle: title, title };
      }
    }
    const shared = injectShareTags(html, tags);
    const page = head.preload === undefined ? shared : injectHeadTag(shared, head.preload);
    let renderedPage: Buffer | undefined;
    if (rendered?.rendered) {
      const painted = startAfterFirstPaint(page);
      scriptHashes.push(...painted.scriptHashes);
      renderedPage = assembleRenderedPage(painted.html, rendered, headBytes);
    }
    // A remote served from an origin of its own (remotes.json names it) needs that origin allowed.
    reply.header(
      'content-security-policy',
      contentSecurityPolicy(app.config.sentryDsn, remoteOrigins(registry, publicUrl), scriptHashes),
    );
    reply.header('cache-control', NO_CACHE);
    reply.header('content-language', language);
    if (renderedPage !== undefined) {
      // No validator: the page's data block carries the time of each of its reads, so no two
      // renders are the same and a hash of one (1 % of its CPU) would never be matched.
      return reply.code(statusCode).type('text/html; charset=utf-8').send(renderedPage);
    }
    const etag = pageEtag(page);
    reply.header('etag', etag);
    if (statusCode === 200 && request.headers['if-none-match'] === etag) {
      return reply.code(304).send();
    }
    return reply.code(statusCode).type('text/html; charset=utf-8').send(page);
  });
}
