const STORAGE_KEY = 'carclub:chunk-reloads';

export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (
    error.name === 'ChunkLoadError' ||
    /Loading (CSS )?chunk [\w-]+ failed|Failed to fetch dynamically imported module|error loading dynamically imported module/i.test(
      error.message,
    )
  );
}

/**
 * After a deploy, a page opened earlier may ask for a chunk that is gone. One reload per distinct
 * failure message fetches the fresh files; remembering the message stops a reload loop when the
 * failure is not cured by reloading. Returns true when a reload was started.
 */
export function reloadOnceFor(
  error: unknown,
  { storage = window.sessionStorage, reload = () => window.location.reload() } = {},
): boolean {
  if (!isChunkLoadError(error)) return false;
  const message = (error as Error).message;
  let seen: string[];
  try {
    seen = JSON.parse(storage.getItem(STORAGE_KEY) ?? '[]') as string[];
  } catch {
    seen = [];
  }
  if (seen.includes(message)) return false;
  storage.setItem(STORAGE_KEY, JSON.stringify([...seen, message]));
  reload();
  return true;
}
