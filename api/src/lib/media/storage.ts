import { constants, createReadStream } from 'node:fs';
import { access, copyFile, mkdir, readdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

import type { FastifyReply, FastifyRequest } from 'fastify';

import { safeRelativePath, sendStaticFile } from '../static-files';
import { ephemeralPrivateMediaKey, privateUrlSecondsLeft, signPrivateUrl } from './private-urls';
import { removeStaleFiles, tempFileIn } from './temp-files';

/**
 * Where stored files live. Keys are relative paths (`avatars/<uuid>.webp`); the driver decides how
 * they are kept: the local folder or an S3 bucket (ADR 0145).
 */
export interface StorageDriver {
  /** Atomic: a reader sees either the previous file or the whole new one, never a partial write. */
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** Atomic like `put`: `to` becomes a copy of the stored file `from` (which must exist). */
  copy(from: string, to: string): Promise<void>;
  /** No error when the file is already gone. */
  delete(key: string): Promise<void>;
  /** The stored file as a stream (which errors with ENOENT when there is none). */
  read(key: string): Readable;
  /** Address a browser loads the file from, e.g. `/media/<key>`. */
  url(key: string): string;
  /**
   * Address of a file only its owner may see (a private logbook entry's photo): it works for a
   * while only, and cannot be made from the file's key alone (ADR 0127). Signed by the API for
   * every driver, since the API serves every file (ADR 0144).
   */
  privateUrl(key: string): string;
  /**
   * The seconds left to a `privateUrl` of the file at `relativePath`, from its query; null when
   * the query is not a valid, unexpired signature of it.
   */
  privateUrlSecondsLeft(
    relativePath: string,
    query: { expires?: unknown; signature?: unknown },
  ): number | null;
  /**
   * Answers a GET of the stored file `key` (an untrusted path from the URL): its bytes with ETag and
   * Last-Modified, conditional requests (304, 412) and ranges (206, 416); a plain 404 for a key
   * that is not a stored file or could not be one. Every driver serves through the API, so
   * addresses, caching and the CSP are the same whatever keeps the files (ADR 0144).
   */
  send(request: FastifyRequest, reply: FastifyReply, file: SentFile): Promise<FastifyReply>;
  /** The keys of every stored file whose key starts with `prefix` (a folder ends with `/`). */
  list(prefix: string): Promise<string[]>;
  /** Removes what writes interrupted by a crash left behind (older than `maxAgeMs`); how many. */
  sweepTemporaryFiles(maxAgeMs: number): Promise<number>;
  /**
   * Resolves when the files can be read and written now (`GET /api/ready`, so that a balancer
   * sends nothing to a node cut off from the media); gives up when `signal` aborts.
   */
  checkReachable(signal: AbortSignal): Promise<void>;
}

/** What `StorageDriver.send` answers with besides the file. */
export interface SentFile {
  key: string;
  cacheControl: string;
  contentType: string;
  headers: Record<string, string>;
}

export interface LocalStorageDriver extends StorageDriver {
  readonly root: string;
  /** Absolute path of `key` inside the root, or null for a key that could leave it. */
  filePath(key: string): string | null;
}

/** URL path under which the app serves the stored files, whatever the driver (ADR 0144). */
export const LOCAL_MEDIA_PATH = '/media';

/**
 * The addresses of stored files, the same for every driver since the API serves them all
 * (ADR 0144); `checkKey` throws InvalidStorageKeyError for a key the driver refuses.
 */
export function mediaAddresses(
  privateUrlKey: Buffer,
  checkKey: (key: string) => unknown,
): Pick<StorageDriver, 'url' | 'privateUrl' | 'privateUrlSecondsLeft'> {
  return {
    url(key) {
      checkKey(key);
      return `${LOCAL_MEDIA_PATH}/${key}`;
    },
    privateUrl(key) {
      checkKey(key);
      return signPrivateUrl(privateUrlKey, `${LOCAL_MEDIA_PATH}/${key}`);
    },
    privateUrlSecondsLeft(relativePath, query) {
      return privateUrlSecondsLeft(privateUrlKey, `${LOCAL_MEDIA_PATH}/${relativePath}`, query);
    },
  };
}

export class InvalidStorageKeyError extends Error {
  constructor(key: string) {
    super(`Invalid storage key: ${JSON.stringify(key)}`);
    this.name = 'InvalidStorageKeyError';
  }
}

/**
 * Folder of the driver's temporary files, inside its root: a dot name is never served
 * (safeRelativePath refuses it), the root's filesystem keeps the final rename atomic, and one
 * folder is cheap to sweep (a kill -9 mid-write leaves its file there).
 */
export const LOCAL_TEMP_FOLDER = '.tmp';

/** Writes `file` through `write(temp)` so that readers never see a partial file. */
async function writeAtomically(
  file: string,
  tempDir: string,
  write: (temp: string) => Promise<void>,
) {
  await mkdir(path.dirname(file), { recursive: true });
  await mkdir(tempDir, { recursive: true });
  const temp = tempFileIn(tempDir);
  try {
    await write(temp);
    await rename(temp, file);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
}

/**
 * Files in a folder (`DATA_DIR/media`), created on the first write. `privateUrlKey` signs private
 * files' addresses (`privateMediaKey` of the server secret, so every process agrees).
 */
export function createLocalStorage(
  root: string,
  privateUrlKey: Buffer = ephemeralPrivateMediaKey(),
): LocalStorageDriver {
  const resolvedRoot = path.resolve(root);
  const tempDir = path.join(resolvedRoot, LOCAL_TEMP_FOLDER);

  function filePath(key: string): string | null {
    const relative = safeRelativePath(key);
    return relative === null ? null : path.join(resolvedRoot, relative);
  }

  function requireFilePath(key: string): string {
    const file = filePath(key);
    if (file === null) throw new InvalidStorageKeyError(key);
    return file;
  }

  return {
    root: resolvedRoot,
    filePath,

    async put(key, data) {
      await writeAtomically(requireFilePath(key), tempDir, (temp) => writeFile(temp, data));
    },

    async copy(from, to) {
      const source = requireFilePath(from);
      await writeAtomically(requireFilePath(to), tempDir, (temp) => copyFile(source, temp));
    },

    async delete(key) {
      await rm(requireFilePath(key), { force: true });
    },

    read(key) {
      return createReadStream(requireFilePath(key));
    },

    ...mediaAddresses(privateUrlKey, requireFilePath),

    send(request, reply, { key, cacheControl, contentType, headers }) {
      return sendStaticFile(request, reply, {
        root: resolvedRoot,
        relativePath: key,
        cacheControl: () => cacheControl,
        contentType,
        headers,
      });
    },

    async list(prefix) {
      return (await storedFilesUnder(resolvedRoot))
        .map((file) => path.relative(resolvedRoot, file).split(path.sep).join('/'))
        .filter((key) => key.startsWith(prefix))
        .sort();
    },

    sweepTemporaryFiles(maxAgeMs) {
      return removeStaleFiles(tempDir, maxAgeMs);
    },

    async checkReachable() {
      // The first write makes the folder: until then, writing needs its parent.
      const folder = await access(resolvedRoot).then(
        () => resolvedRoot,
        () => path.dirname(resolvedRoot),
      );
      await access(folder, constants.R_OK | constants.W_OK);
    },
  };
}

/**
 * Every file under `folder` (a local driver's root), dot names (the driver's temporary files) left
 * out; none for a folder that is not there.
 */
export async function storedFilesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true }).catch(() => []);
  const files: string[] = [];
  for (const entry of entries) {
    if (entry.name.startsWith('.')) continue;
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) files.push(...(await storedFilesUnder(full)));
    else if (entry.isFile()) files.push(full);
  }
  return files;
}
