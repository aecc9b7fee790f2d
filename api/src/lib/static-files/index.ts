import { access } from 'node:fs/promises';
import path from 'node:path';

import send from '@fastify/send';
import type { FastifyReply, FastifyRequest } from 'fastify';

import { HttpError, httpErrors } from '../http-errors';

/** Entry points and anything whose content can change under the same name. */
export const NO_CACHE = 'no-cache';
/** Content-hashed or never-rewritten files: browsers and CDNs may keep them for a year. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * The wildcard part of a URL (already decoded) or a storage key as a path relative to a static
 * root, or null for anything that could leave the root or reach hidden files (`..`, `.env`, empty
 * segments, backslashes, NUL). The one path rule of every file the server reads or writes by name.
 */
export function safeRelativePath(wildcard: string): string | null {
  const segments = wildcard.split('/');
  const safe = segments.every(
    (segment) =>
      segment !== '' &&
      !segment.startsWith('.') &&
      !segment.includes('\\') &&
      !segment.includes('\0'),
  );
  return safe ? segments.join('/') : null;
}

/**
 * Files the build writes a Brotli copy of beside them (`main.3f9a0c1b.js.br`, packages/federation
 * `PrecompressPlugin`), at the highest quality: about a sixth smaller than the quick Brotli the
 * compression plugin can afford per request. Their `Content-Type` is the original's.
 */
const PRECOMPRESSED_TYPES: Record<string, string> = {
  '.js': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
};

const isBrotliCopy = (file: string) =>
  file.endsWith('.br') && PRECOMPRESSED_TYPES[path.extname(file.slice(0, -3))] !== undefined;

/** Whether `Accept-Encoding` takes Brotli: named with no `q=0`. */
export function acceptsBrotli(acceptEncoding: string | string[] | undefined): boolean {
  const header = Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : (acceptEncoding ?? '');
  return header.split(',').some((part) => {
    const [coding = '', ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
    const quality = params.find((param) => param.startsWith('q='));
    return coding === 'br' && (quality === undefined || Number(quality.slice(2)) > 0);
  });
}

/** The Brotli copy of `file` to send instead of it, when there is one and the client takes it. */
async function brotliCopy(request: FastifyRequest, root: string, file: string) {
  const type = PRECOMPRESSED_TYPES[path.extname(file)];
  if (type === undefined || !acceptsBrotli(request.headers['accept-encoding'])) return null;
  try {
    await access(path.join(root, `${file}.br`));
    return { file: `${file}.br`, type };
  } catch {
    return null;
  }
}

export interface StaticFileOptions {
  /** Folder the file must be inside. */
  root: string;
  /** Untrusted relative path, checked by `safeRelativePath`. */
  relativePath: string;
  /** Cache-Control of the file, from its name (send's own `public, max-age=0` is never used). */
  cacheControl: (fileName: string) => string;
  /** Forces the Content-Type instead of guessing it from the extension. */
  contentType?: string;
  /** Extra response headers of a served file. */
  headers?: Record<string, string>;
}

/**
 * Streams a file with ETag and Last-Modified, answering conditional requests (304 for
 * If-None-Match / If-Modified-Since, 412 for If-Match / If-Unmodified-Since) and ranges (206, 416).
 * Anything that is not a readable file inside `root` — missing, a folder, a hidden file, an escape
 * attempt — is a plain 404, so the response never tells which of these it was.
 */
export async function sendStaticFile(
  request: FastifyRequest,
  reply: FastifyReply,
  { root, relativePath, cacheControl, contentType, headers = {} }: StaticFileOptions,
): Promise<FastifyReply> {
  const safePath = safeRelativePath(relativePath);
  // A Brotli copy is the answer to its original's address, never one of its own: asked for by
  // name, it would go out as bytes of no type, encoded yet unlabelled.
  if (safePath === null || isBrotliCopy(safePath)) throw httpErrors.notFound();
  const brotli = await brotliCopy(request, root, safePath);
  // send decodes its path, so each segment is encoded whole (`%`, `#` and `?` included).
  const encoded = (brotli?.file ?? safePath).split('/').map(encodeURIComponent).join('/');
  const result = await send(request.raw, encoded, {
    root,
    index: false,
    dotfiles: 'deny',
    cacheControl: false,
  });
  if (result.type === 'file') {
    reply
      .code(result.statusCode)
      .headers(result.headers)
      .header('cache-control', cacheControl(path.basename(safePath)))
      .header('vary', 'accept-encoding')
      .headers(headers);
    // Already encoded: the compression plugin leaves an answer with a Content-Encoding alone.
    if (brotli) reply.header('content-encoding', 'br').header('content-type', brotli.type);
    if (contentType !== undefined) reply.header('content-type', contentType);
    return reply.send(result.stream);
  }
  if (result.type === 'error' && (result.statusCode === 412 || result.statusCode === 416)) {
    const contentRange = result.headers['Content-Range'];
    throw new HttpError(result.statusCode, undefined, {
      headers: contentRange ? { 'content-range': String(contentRange) } : {},
    });
  }
  if (result.type === 'error' && result.statusCode >= 500) throw result.metadata.error;
  throw httpErrors.notFound();
}
export { createChangedFileReader } from './changed-files';
