import type { StorageDriver } from './storage';

/** The stored files cannot be reached: the service's fault, answered 503 as a database's is. */
export class StorageUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'StorageUnavailableError';
  }
}

/**
 * Resolves when `storage` answers within `timeoutMs`, else throws StorageUnavailableError: the
 * readiness probe's check of the media, beside the database's (ADR 0149).
 */
export async function checkStorageReachable(
  storage: StorageDriver,
  timeoutMs: number,
): Promise<void> {
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  // A driver that cannot give up (a file system call on a hung mount) is not waited for.
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => {
      reject(new StorageUnavailableError(`No answer from the media storage in ${timeoutMs} ms`));
      controller.abort();
    }, timeoutMs);
  });
  try {
    await Promise.race([storage.checkReachable(controller.signal), timeout]);
  } catch (error) {
    if (error instanceof StorageUnavailableError) throw error;
    throw new StorageUnavailableError('The media storage cannot be reached', { cause: error });
  } finally {
    clearTimeout(timer);
  }
}
