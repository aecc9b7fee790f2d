import { createHash } from 'node:crypto';

import { matchPagePath } from '@carclub/contracts/page-paths';

import { IMMUTABLE, NO_CACHE } from '../static-files';

const CONTENT_HASH = /\.[0-9a-f]{8,}\./;
/** The shell's empty root element (minified or not), which a server-rendered page fills. */
const EMPTY_ROOT = /<div id=(["']?)root\1><\/div>/;
// An extension starts with a letter, so slugs like `golf-1.4` still count as page paths.
const FILE_EXTENSION = /\.[a-z][a-z0-9]*$/i;
/** A release's server build (`<release>/server/…`): the API's to load, never the browser's. */
const SERVER_BUILD_PATH = /^(?:[^/]+\/[^/]+\/)?server(?:\/|$)/;

/**
 * Entry points (`index.html`, `theme-init.js`, `remoteEntry.js`, `mf-manifest.json`, any JSON) must
 * be revalidated on every load so a deploy is seen at once; content-hashed files never change under
 * their name, so browsers may keep them for a year.
 */
export function cacheControlFor(fileName: string): string {
  if (fileName.endsWith('.json')) return NO_CACHE;
  return CONTENT_HASH.test(fileName) ? IMMUTABLE : NO_CACHE;
}

/** Whether `path` (relative, decoded) is in a release's server build, never served. */
export const isServerBuildPath = (path: string): boolean => SERVER_BUILD_PATH.test(path);

/**
 * Whether `path` (the address's path without its leading slash, decoded) names a file of the
 * shell's build rather than a page: its last segment has an extension. Member and vehicle pages
 * are pages whatever their names end with (`/u/ann.b`).
 */
export function isSiteFilePath(path: string): boolean {
  const lastSegment = path.slice(path.lastIndexOf('/') + 1);
  return FILE_EXTENSION.test(lastSegment) && matchPagePath(path) === undefined;
}

/** `/cars//?page=2` → `/cars?page=2`. The path keeps one leading slash: never `//host`. */
export function withoutTrailingSlashes(url: string): string {
  const queryAt = url.indexOf('?');
  const pathname = queryAt === -1 ? url : url.slice(0, queryAt);
  const query = queryAt === -1 ? '' : url.slice(queryAt);
  return `/${pathname.replace(/^[/\\]+/, '').replace(/(?<!\/)\/+$/, '')}${query}`;
}

/** Media types a page answers: HTML itself and the wildcards that include it. */
const HTML_RANGES = new Set(['text/html', 'application/xhtml+xml', 'text/*', '*/*']);

/**
 * Whether a page may be answered with HTML, by the request's `Accept`. Browsers ask for it by
 * name; curl, wget, uptime monitors and most link-preview bots (facebookexternalhit, Twitterbot,
 * Slackbot, WhatsApp) send the any-type wildcard or no Accept at all, and a shared link without
 * its preview tags is a broken link. Only a client that lists types and none of them covers HTML
 * (`application/json`, say, from a script that mistyped an API path) gets the 404 payload.
 */
export function acceptsHtml(acceptHeader: string | undefined): boolean {
  const accept = acceptHeader?.trim();
  if (!accept) return true;
  return acceptedTypes(accept).some((type) => HTML_RANGES.has(type));
}

/**
 * Whether the request names HTML itself, as a browser's navigation does; wildcards do not count,
 * so scripts, curl and code generators asking for `*\/*` keep getting the machine's answer.
 */
export function asksForHtml(acceptHeader: string | undefined): boolean {
  return acceptedTypes(acceptHeader ?? '').includes('text/html');
}

/** The media ranges of an `Accept` header, lower-cased, less those refused with `q=0`. */
function acceptedTypes(accept: string): string[] {
  return accept.split(',').flatMap((range) => {
    const [type = '', ...params] = range.split(';').map((part) => part.trim().toLowerCase());
    const refused = params.some((param) => /^q=0(\.0{0,3})?$/.test(param));
    return refused ? [] : [type];
  });
}

/** Whether the shell's page still has its empty root, which a render can fill. */
export const hasEmptyRoot = (html: string): boolean => EMPTY_ROOT.test(html);

/** A page's validator: its content, since the page differs by path and by vehicle. */
export const pageEtag = (page: string): string =>
  `"${createHash('sha256').update(page).digest('base64url').slice(0, 32)}"`;

/** A release's page heads (its stylesheets, ~27 KB) as the bytes sent (`assembleRenderedPage`). */
export type HeadBytes = (head: string) => Buffer;

/** Heads kept: the page renderer keeps a few per live release, so this bound is never reached. */
const HEAD_BYTES_KEPT = 64;

export function createHeadBytes(): HeadBytes {
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
export function assembleRenderedPage(
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
