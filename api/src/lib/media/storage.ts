import { randomUUID } from 'node:crypto';
import { copyFile, mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

import { safeRelativePath } from '../static-files';

/**
 * Where stored files live. Keys are relative paths (`avatars/<uuid>.webp`); the driver decides how
 * they are kept and how a browser reaches them, so an object-store driver can replace the local one.
 */
export interface StorageDriver {
  /** Atomic: a reader sees either the previous file or the whole new one, never a partial write. */
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** Atomic like `put`: `to` becomes a copy of the stored file `from` (which must exist). */
  copy(from: string, to: string): Promise<void>;
  /** No error when the file is already gone. */
  delete(key: string): Promise<void>;
  /** Address a browser loads the file from, e.g. `/media/<key>`. */
  url(key: string): string;
}

export interface LocalStorageDriver extends StorageDriver {
  readonly root: string;
  /** Absolute path of `key` inside the root, or null for a key that could leave it. */
  filePath(key: string): string | null;
}

/** URL path under which the app serves the local driver's files. */
export const LOCAL_MEDIA_PATH = '/media';

export class InvalidStorageKeyError extends Error {
  constructor(key: string) {
    super(`Invalid storage key: ${JSON.stringify(key)}`);
    this.name = 'InvalidStorageKeyError';
  }
}

/** Writes `file` through `write(temp)` so that readers never see a partial file. */
async function writeAtomically(file: string, write: (temp: string) => Promise<void>) {
  const dir = path.dirname(file);
  await mkdir(dir, { recursive: true });
  // A dot name is never served (safeRelativePath refuses it), and the same folder keeps the
  // rename on one filesystem, hence atomic.
  const temp = path.join(dir, `.${path.basename(file)}.${randomUUID()}.tmp`);
  try {
    await write(temp);
    await rename(temp, file);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
}

/** Files in a folder (`DATA_DIR/media`), created on the first write. */
export function createLocalStorage(root: string): LocalStorageDriver {
  const resolvedRoot = path.resolve(root);

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
      await writeAtomically(requireFilePath(key), (temp) => writeFile(temp, data));
    },

    async copy(from, to) {
      const source = requireFilePath(from);
      await writeAtomically(requireFilePath(to), (temp) => copyFile(source, temp));
    },

    async delete(key) {
      await rm(requireFilePath(key), { force: true });
    },

    url(key) {
      requireFilePath(key);
      return `${LOCAL_MEDIA_PATH}/${key}`;
    },
  };
}
