import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import path from 'node:path';

import {
  type MemberProfile,
  type PublicLogbookEntry,
  type PublicVehicle,
  runtimeConfigScript,
  type RuntimeConfig,
  VEHICLE_HERO_SIZES,
} from '@carclub/contracts';
import {
  readRegistry,
  remoteOrigins,
  RUNTIME_CONFIG_GLOBAL,
  type RegistryEntry,
} from '@carclub/contracts/deploy';
import type { ServerSend } from '@carclub/contracts/server-render';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';

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
  imagePreloadTag,
  injectHeadTag,
  inlineHeadScripts,
  startAfterFirstPaint,
  injectShareTags,
  logbookEntryShareTags,
  memberShareTags,
  pageShareTags,
  SITE_SHARE_IMAGE,
  type ShareTags,
  shareVehicleOf,
  vehicleShareTags,
} from '../lib/site';
import { createChangedFileReader, IMMUTABLE, NO_CACHE, sendStaticFile } from '../lib/static-files';
import { contentSecurityPolicy } from './security-headers';

export interface SitePluginOptions {
  /** Holds `shell/`, `remotes/<name>/<release>/` and `remotes.json`. */
  siteDir: string;
  /** Path prefix owned by the API (e.g. `/api`); never answered with a page. */
  apiPrefix: string;
  /** What the browser apps read from `window.__CARCLUB_CONFIG__` before they start. */
  runtimeConfig: RuntimeConfig;
}

const CONTENT_HASH = /\.[0-9a-f]{8,}\./;
/** The shell's empty root element (minified or not), which a server-rendered page fills. */
const EMPTY_ROOT = /<div id=(["']?)root\1><\/div>/;
/** `u/{nickname}/car/{slug}` (the wildcard part, decoded), a vehicle's public page. */
const VEHICLE_PAGE = /^u\/([^/]+)\/car\/([^/]+)\/?$/;
/** `u/{nickname}/car/{slug}/logbook/{entryId}` (the wildcard part, decoded), a public entry's page. */
const LOGBOOK_ENTRY_PAGE = /^u\/([^/]+)\/car\/([^/]+)\/logbook\/([^/]+)\/?$/;
/** `u/{nickname}` alone (the wildcard part, decoded), a member's public page. */
const MEMBER_PROFILE_PAGE = /^u\/([^/]+)\/?$/;
/** `u/{nickname}` and everything under it (the wildcard part, decoded). */
const MEMBER_PAGE = /^u\/([^/]+)(?:\/|$)/;
/** The site's own files that are not part of the shell's build, such as its preview picture. */
const SITE_ASSETS_DIR = path.join(__dirname, '..', 'lib', 'site');
// An extension starts with a letter, so slugs like `golf-1.4` still count as page paths.
const FILE_EXTENSION = /\.[a-z][a-z0-9]*$/i;
/** A release's server build (`<release>/server/…`): the API's to load, never the browser's. */
const SERVER_BUILD_PATH = /^(?:[^/]+\/[^/]+\/)?server(?:\/|$)/;

/** `/cars//?page=2` → `/cars?page=2`. The path keeps one leading slash: never `//host`. */
function withoutTrailingSlashes(url: string): string {
  const queryAt = url.indexOf('?');
  const pathname = queryAt === -1 ? url : url.slice(0, queryAt);
  const query = queryAt === -1 ? '' : url.slice(queryAt);
  return `/${pathname.replace(/^[/\\]+/, '').replace(/(?<!\/)\/+$/, '')}${query}`;
}

function movedPermanently(reply: FastifyReply, location: string): FastifyReply {
  return reply.code(301).header('location', location).header('cache-control', NO_CACHE).send();
}

/**
 * Entry points (`index.html`, `theme-init.js`, `remoteEntry.js`, `mf-manifest.json`, any JSON) must
 * be revalidated on every load so a deploy is seen at once; content-hashed files never change under
 * their name, so browsers may keep them for a year.
 */
export function cacheControlFor(fileName: string): string {
  if (fileName.endsWith('.json')) return NO_CACHE;
  return CONTENT_HASH.test(fileName) ? IMMUTABLE : NO_CACHE;
}

/** Media types a page answers: HTML itself and the wildcards that include it. */
const HTML_RANGES = new Set(['text/html', 'application/xhtml+xml', 'text/*', '*/*']);

/**
 * Whether a page may be answered with HTML. Browsers ask for it by name; curl, wget, uptime
 * monitors and most link-preview bots (facebookexternalhit, Twitterbot, Slackbot, WhatsApp) send
 * the any-type wildcard or no Accept at all, and a shared link without its preview tags is a broken link. Only
 * a client that lists types and none of them covers HTML (`application/json`, say, from a script
 * that mistyped an API path) gets the 404 payload.
 */
function acceptsHtml(request: FastifyRequest): boolean {
  const accept = request.headers.accept?.trim();
  if (!accept) return true;
  return accept.split(',').some((range) => {
    const [type = '', ...params] = range.split(';').map((part) => part.trim().toLowerCase());
    const refused = params.some((param) => /^q=0(\.0{0,3})?$/.test(param));
    return HTML_RANGES.has(type) && !refused;
  });
}

/** A release's page heads (its stylesheets, ~27 KB) as the bytes sent (`assembleRenderedPage`). */
type HeadBytes = (head: string) => Buffer;

/** Heads kept: the page renderer keeps a few per live release, so this bound is never reached. */
const HEAD_BYTES_KEPT = 64;

function createHeadBytes(): HeadBytes {
  const kept = new Map<string, Buffer>();
  return (head) => {
    let bytes = kept.get(head);
    if (bytes === undefined) {
      bytes = Buffer.from(head);
      kept.set(head, bytes);
      if (kept.size > HEAD_BYTES_KEPT) kept.delete(kept.keys().next().value!);
    }
    return bytes;
  };
}

/**
 * The page's frame (holding the shell's empty root) with the render written in: its head tags
 * before `</head>`, its markup in the root, its data before `</body>`. Sent as bytes made of
 * parts: the head, the same for every page of a kind, is encoded once, and no string of the whole
 * page (two bytes a character, since the page holds Ukrainian) is built, searched, measured and
 * encoded again for each page.
 */
function assembleRenderedPage(
  frame: string,
  rendered: { head: string; html: string; stateScript: string },
  headBytes: HeadBytes,
): Buffer {
  const root = EMPTY_ROOT.exec(frame)!;
  const rootEnd = root.index + root[0].length;
  // A minifier may leave out the optional end tags: the head's tags then open the body, and the
  // data closes it.
  const headAt = Math.min(/<\/head\s*>/i.exec(frame)?.index ?? root.index, root.index);
  const bodyEnd = /<\/body\s*>/i.exec(frame.slice(rootEnd));
  const bodyAt = bodyEnd ? rootEnd + bodyEnd.index : frame.length;
  return Buffer.concat([
    Buffer.from(frame.slice(0, headAt)),
    headBytes(rendered.head),
    Buffer.from(
      `${frame.slice(headAt, root.index)}<div id="root">${rendered.html}</div>` +
        `${frame.slice(rootEnd, bodyAt)}${rendered.stateScript}${frame.slice(bodyAt)}`,
    ),
  ]);
}

interface WildcardParams {
  '*': string;
}

/**
 * Serves the composed site from SITE_DIR: the shell at `/`, the remotes under `/remotes/`, the
 * runtime registry `/remotes.json`, the runtime config `/config.js`, and `index.html` for every page
 * path so the shell's router can take over. Files are read from disk (the entry files again
 * whenever they change), so deploys and rollbacks that rewrite SITE_DIR take effect without a
 * restart. A page carries the shell's two blocking head scripts written in (`inlineHeadScripts`).
 *
 * Link previews (Telegram, Facebook, Viber, Slack) never run the apps' JavaScript, so each page's
 * `index.html` carries its title, description and Open Graph tags: a vehicle's own and a member's
 * own, from the answer of the page's own API call (which its render then reuses, so such a page
 * reads its data once), `/cars`' and the site's for every other page (no query).
 */
const site: FastifyPluginAsync<SitePluginOptions> = async (
  app,
  { siteDir, apiPrefix, runtimeConfig },
) => {
  const shellDir = path.join(siteDir, 'shell');
  const remotesDir = path.join(siteDir, 'remotes');
  const registryFile = path.join(siteDir, 'remotes.json');
  const reservedSegments = new Set([
    apiPrefix.replace(/^\/+|(?<!\/)\/+$/g, ''),
    'remotes',
    'media',
  ]);
  // Checked against the contract once, at start-up: a config the apps cannot read stops the server.
  const configScript = runtimeConfigScript(runtimeConfig);
  const { publicUrl } = app.config;
  const readSiteFile = createChangedFileReader();

  const hidden = { schema: { hide: true } };

  /** remotes.json as last read and checked: the same text is not parsed again for every page. */
  let registryRead: { text: string; entries: RegistryEntry[] } | null = null;
  /** The live remotes; none when remotes.json is missing or unreadable (the shell copes alone). */
  async function liveRegistry(): Promise<RegistryEntry[]> {
    try {
      const text = await readSiteFile(registryFile);
      if (registryRead?.text !== text) {
        registryRead = { text, entries: readRegistry(JSON.parse(text)) };
      }
      return registryRead.entries;
    } catch {
      return [];
    }
  }

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

  /** A page's share tags, status and the preload of its cover. */
  interface PageHead {
    tags: ShareTags;
    statusCode: 200 | 404;
    preload?: string;
    /** Whether the page's vehicle or member was found: then no old nickname is looked for. */
    found: boolean;
    /** A member's page: their nickname as they spell it, which its address must use. */
    nickname?: string;
  }

  /**
   * The head of a vehicle's, a logbook entry's or a member's page in `language`, from the API's
   * answers to the page's own calls (`GET /api/users/{nickname}/vehicles/{slug}`, its
   * `/logbook/{entryId}`, `GET /api/users/{nickname}`), which the render is then answered from:
   * 404 when there is no such vehicle, entry or member (the shell still shows its not-found
   * state). Undefined for every other page. A failed call leaves the site's tags: the page must
   * still open.
   */
  async function dataPageHead(
    request: FastifyRequest,
    wildcard: string,
    calls: PageCalls,
    language: ShareTags['language'],
  ): Promise<PageHead | undefined> {
    const entryPage = LOGBOOK_ENTRY_PAGE.exec(wildcard);
    const vehiclePage = VEHICLE_PAGE.exec(wildcard) ?? entryPage;
    const memberPage = MEMBER_PROFILE_PAGE.exec(wildcard);
    if (!vehiclePage && !memberPage) return undefined;
    const siteTags = pageShareTags(request.url.split('?')[0] ?? '/', language, publicUrl);
    const [, nickname = '', slug = '', entryId = ''] = vehiclePage ?? memberPage ?? [];
    const member = `${apiPrefix}/users/${encodeURIComponent(nickname)}`;
    const vehicle = `${member}/vehicles/${encodeURIComponent(slug)}`;
    const notFound: PageHead = { tags: siteTags, statusCode: 404, found: false };
    try {
      const [answer, entryAnswer] = await Promise.all([
        calls.ask(vehiclePage ? vehicle : member),
        entryPage ? calls.ask(`${vehicle}/logbook/${encodeURIComponent(entryId)}`) : undefined,
      ]);
      // 301 (an old nickname: see below), 404, or 400 for what no nickname or slug can be.
      if (answer.status >= 300 && answer.status < 500) return notFound;
      if (answer.status !== 200) throw new Error(`the API answered ${answer.status}`);
      if (memberPage) {
        const profile = JSON.parse(answer.body) as MemberProfile;
        return {
          tags: memberShareTags(profile, language, publicUrl),
          statusCode: 200,
          found: true,
          nickname: profile.nickname,
        };
      }
      const car = shareVehicleOf(JSON.parse(answer.body) as PublicVehicle);
      if (entryAnswer) {
        // A private or unknown entry of a found car: the car's owner is still who they are.
        if (entryAnswer.status >= 300 && entryAnswer.status < 500) {
          return { ...notFound, found: true };
        }
        if (entryAnswer.status !== 200) throw new Error(`the API answered ${entryAnswer.status}`);
        const entry = JSON.parse(entryAnswer.body) as PublicLogbookEntry;
        return {
          tags: logbookEntryShareTags(car, entry, language, publicUrl),
          statusCode: 200,
          found: true,
        };
      }
      return {
        tags: vehicleShareTags(car, language, publicUrl),
        statusCode: 200,
        preload: car.hero ? imagePreloadTag(car.hero, VEHICLE_HERO_SIZES) : undefined,
        found: true,
      };
    } catch (error) {
      request.log.warn({ err: error }, 'page served without its link preview tags');
      return { tags: siteTags, statusCode: 200, found: false };
    }
  }

  app.get<{ Params: WildcardParams }>('/remotes/*', hidden, async (request, reply) => {
    if (SERVER_BUILD_PATH.test(request.params['*'])) throw httpErrors.notFound();
    return sendStaticFile(request, reply, {
      root: remotesDir,
      relativePath: request.params['*'],
      cacheControl: cacheControlFor,
    });
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
    const lastSegment = wildcard.slice(wildcard.lastIndexOf('/') + 1);
    // Member and vehicle pages are pages whatever their names end with (`/u/ann.b`).
    if (FILE_EXTENSION.test(lastSegment) && !MEMBER_PAGE.test(wildcard)) {
      if (SERVER_BUILD_PATH.test(wildcard)) throw httpErrors.notFound();
      return sendStaticFile(request, reply, {
        root: shellDir,
        relativePath: wildcard,
        cacheControl: cacheControlFor,
      });
    }

    const takesHtml = acceptsHtml(request);
    let index: string | null = null;
    if (takesHtml) index = await readSiteFile(path.join(shellDir, 'index.html')).catch(() => null);
    const language = pageLanguage(
      request.query,
      request.headers.cookie,
      request.headers['accept-language'],
    );
    const calls = pageCalls(answerFor(request));
    // A page that can be served asks for its vehicle or member first: whether they exist, too.
    const dataHead =
      index === null ? undefined : await dataPageHead(request, wildcard, calls, language);

    // A member's old nickname (changed within 90 days) leads to their pages under the new one:
    // looked for unless the page's own call found its vehicle or member under it (a held
    // nickname is nobody else's).
    const memberPage = MEMBER_PAGE.exec(wildcard);
    // The rest of the address as it came, still encoded, query included.
    const underNickname = (nickname: string) =>
      request.url.replace(/^\/u\/[^/?]+/, `/u/${encodeURIComponent(nickname)}`);
    if (memberPage && !dataHead?.found) {
      // A failed lookup serves the page as asked: it must still open.
      const renamed = await renamedTo(app.db, memberPage[1]!).catch(() => undefined);
      if (renamed !== undefined) return movedPermanently(reply, underNickname(renamed));
    }
    // Nicknames are found whatever their letters' case; `/u/ANN` moves to Ann's own spelling. The
    // browser's member page would redirect too, but a server render cannot.
    if (memberPage && dataHead?.nickname !== undefined && dataHead.nickname !== memberPage[1]) {
      return movedPermanently(reply, underNickname(dataHead.nickname));
    }

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
    const head: PageHead = dataHead ?? {
      tags: pageShareTags(request.url.split('?')[0] ?? '/', language, publicUrl),
      statusCode: 200,
      found: false,
    };
    let { tags } = head;
    let statusCode: number = head.statusCode;
    let rendered: RenderedPage | undefined;
    // A vehicle or member that does not exist is the browser's to show (its not-found state).
    if (head.statusCode === 200 && EMPTY_ROOT.test(html)) {
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
    // The page differs by path and by vehicle, so its validator is its content.
    const etag = `"${createHash('sha256').update(page).digest('base64url').slice(0, 32)}"`;
    reply.header('etag', etag);
    if (statusCode === 200 && request.headers['if-none-match'] === etag) {
      return reply.code(304).send();
    }
    return reply.code(statusCode).type('text/html; charset=utf-8').send(page);
  });
};

export default site;
