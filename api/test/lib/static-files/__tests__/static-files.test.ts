import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';

import {
  acceptsBrotli,
  IMMUTABLE,
  NO_CACHE,
  safeRelativePath,
} from '../../../../src/lib/static-files';
import { useTestApp, writeFiles } from '../../../support/test-app';

const CONTENT = '0123456789abcdef';
const SECRET = 'top secret outside the static roots';
/** A script the build wrote a Brotli copy of (PrecompressPlugin). */
const SCRIPT = 'export const answer = 42;\n'.repeat(200);

/** Every mount of the one sender: the shell, a remote release and the stored media. */
const MOUNTS = [
  { name: 'shell files', folder: '/static', file: 'main.3f9a0c1b.js', cacheControl: IMMUTABLE },
  {
    name: 'remote releases',
    folder: '/remotes/mf-garage/1.0.0',
    file: 'remoteEntry.js',
    cacheControl: NO_CACHE,
  },
  { name: 'media', folder: '/media/avatars', file: 'a1b2.webp', cacheControl: IMMUTABLE },
];

describe('static-file sender', () => {
  // No database: the media sweep fails at startup, which must not keep files from being served.
  const { app } = useTestApp({
    database: 'none',
    env: (workDir) => ({ DATA_DIR: path.join(workDir, 'data') }),
    site: {
      'shell/index.html': '<!doctype html><html><head></head><body></body></html>',
      'shell/static/main.3f9a0c1b.js': CONTENT,
      'shell/static/chunk.5e6f7a8b.js': SCRIPT,
      'remotes/mf-garage/1.0.0/remoteEntry.js': CONTENT,
      'remotes.json': '{}',
    },
    prepare: async (workDir) => {
      await writeFiles(workDir, {
        'secret.txt': SECRET,
        'secret.webp': SECRET,
        'data/media/avatars/a1b2.webp': CONTENT,
      });
      await writeFile(
        path.join(workDir, 'site/shell/static/chunk.5e6f7a8b.js.br'),
        brotliCompressSync(SCRIPT),
      );
    },
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers });

  describe('a file with a Brotli copy beside it', () => {
    const url = '/static/chunk.5e6f7a8b.js';

    it('sends the copy to a client that takes Brotli, as the script it stands for', async () => {
      const response = await get(url, { 'accept-encoding': 'gzip, deflate, br, zstd' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers['content-type']).toBe('application/javascript; charset=utf-8');
      expect(response.headers['cache-control']).toBe(IMMUTABLE);
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(brotliDecompressSync(response.rawPayload).toString()).toBe(SCRIPT);
      // Its validator is the copy's: a cache holding the other encoding never gets a 304 for it.
      const plain = await get(url, { 'accept-encoding': 'identity' });
      expect(plain.headers.etag).not.toBe(response.headers.etag);
      const again = await get(url, {
        'accept-encoding': 'br',
        'if-none-match': String(response.headers.etag),
      });
      expect(again.statusCode).toBe(304);
    });

    it('sends the file itself to one that does not, compressed as any answer is', async () => {
      const gzip = await get(url, { 'accept-encoding': 'gzip' });
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gzip.rawPayload).toString()).toBe(SCRIPT);
      const refused = await get(url, { 'accept-encoding': 'br;q=0' });
      expect(refused.headers['content-encoding']).toBeUndefined();
      expect(refused.body).toBe(SCRIPT);
    });

    it('never sends the copy at an address of its own', async () => {
      const response = await get(`${url}.br`, { 'accept-encoding': 'br' });
      expect(response.statusCode).toBe(404);
    });
  });

  describe.each(MOUNTS)('$name', ({ folder, file, cacheControl }) => {
    const url = `${folder}/${file}`;

    it('serves the file with its validators and its cache policy', async () => {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(CONTENT);
      expect(response.headers.etag).toBeDefined();
      expect(response.headers['last-modified']).toBeDefined();
      expect(response.headers['accept-ranges']).toBe('bytes');
      expect(response.headers['cache-control']).toBe(cacheControl);
    });

    it('answers If-None-Match and If-Modified-Since for an unchanged file with 304', async () => {
      const { headers } = await get(url);
      for (const conditional of [
        { 'if-none-match': String(headers.etag) } as Record<string, string>,
        { 'if-modified-since': String(headers['last-modified']) },
      ]) {
        const response = await get(url, conditional);
        expect(response.statusCode).toBe(304);
        expect(response.body).toBe('');
        expect(response.headers['cache-control']).toBe(cacheControl);
      }
    });

    it('answers a failed If-Match or If-Unmodified-Since with 412', async () => {
      for (const conditional of [
        { 'if-match': '"another-version"' } as Record<string, string>,
        { 'if-unmodified-since': new Date(0).toUTCString() },
      ]) {
        const response = await get(url, conditional);
        expect(response.statusCode).toBe(412);
        expect(response.json()).toMatchObject({ statusCode: 412, error: 'Precondition Failed' });
      }
    });

    it('answers a range with 206 and the part asked for', async () => {
      const response = await get(url, { range: 'bytes=2-5' });
      expect(response.statusCode).toBe(206);
      expect(response.body).toBe(CONTENT.slice(2, 6));
      expect(response.headers['content-range']).toBe(`bytes 2-5/${CONTENT.length}`);
    });

    it('answers a range past the end with 416 and the real length', async () => {
      const response = await get(url, { range: `bytes=${CONTENT.length + 10}-` });
      expect(response.statusCode).toBe(416);
      expect(response.headers['content-range']).toBe(`bytes */${CONTENT.length}`);
      expect(response.json()).toMatchObject({ statusCode: 416 });
    });

    it.each([
      '../../secret.txt',
      '../../../secret.webp',
      '%2e%2e/%2e%2e/secret.txt',
      '..%2f..%2f..%2fsecret.webp',
      '..%5c..%5c..%5csecret.webp',
      '%00secret.webp',
      '/secret.webp',
      '.hidden.webp',
    ])('refuses %s like a missing file', async (escape) => {
      const response = await get(`${folder}/${escape}`);
      const missing = await get(`${folder}/missing-${file}`);
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain(SECRET);
      expect(response.json()).toEqual(missing.json());
      expect(missing.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
    });
  });
});

describe('acceptsBrotli', () => {
  it.each([
    ['br', true],
    ['gzip, deflate, br, zstd', true],
    ['BR;q=0.5', true],
    ['gzip', false],
    ['br;q=0', false],
    ['br; q=0.0, gzip', false],
    ['brotli', false],
    ['', false],
  ])('%j → %s', (header, expected) => {
    expect(acceptsBrotli(header)).toBe(expected);
  });
});

describe('safeRelativePath', () => {
  it('keeps ordinary relative paths', () => {
    expect(safeRelativePath('mf-garage/1.0.0/remoteEntry.js')).toBe(
      'mf-garage/1.0.0/remoteEntry.js',
    );
  });

  it.each([
    '',
    '../x',
    'a/../../x',
    'a//b',
    'a/./b',
    '.env',
    'a/.git/config',
    'a\\..\\b',
    'a\0b',
    '/etc/passwd',
  ])('rejects %j', (wildcard) => {
    expect(safeRelativePath(wildcard)).toBeNull();
  });
});
