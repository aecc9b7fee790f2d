/** An error class of a service that cannot serve (DatabaseUnavailableError, StorageUnavailableError). */
export type UnavailableError = new (message: string, options?: { cause?: unknown }) => Error;

/**
 * `work`'s result if it comes within `timeoutMs`; else an `Unavailable` with the `timeout`
 * message, and `work`'s signal is aborted so that it can give up (a request it sent). A failure of
 * `work` itself becomes an `Unavailable` with the `failed` message, unless it already is one. For
 * the readiness probe's checks, which must answer in time whatever hangs behind them.
 */
export async function answerWithin<T>(
  work: (signal: AbortSignal) => Promise<T>,
  timeoutMs: number,
  Unavailable: UnavailableError,
  messages: { timeout: string; failed: string },
): Promise<T> {
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  // A work that cannot give up (a file system call on a hung mount) is not waited for.
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => {
      reject(new Unavailable(messages.timeout));
      controller.abort();
    }, timeoutMs);
  });
  try {
    return await Promise.race([work(controller.signal), timeout]);
  } catch (error) {
    if (error instanceof Unavailable) throw error;
    throw new Unavailable(messages.failed, { cause: error });
  } finally {
    clearTimeout(timer);
  }
}
