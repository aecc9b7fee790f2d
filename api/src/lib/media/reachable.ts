import { answerWithin } from '../deadline';
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
  await answerWithin(
    (signal) => storage.checkReachable(signal),
    timeoutMs,
    StorageUnavailableError,
    {
      timeout: `No answer from the media storage in ${timeoutMs} ms`,
      failed: 'The media storage cannot be reached',
    },
  );
}
