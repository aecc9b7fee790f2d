import { registerRemotes } from '@module-federation/enhanced/runtime';

/** One entry of `/remotes.json`, written by `pnpm deploy:remote` (packages/federation). */
export interface RemoteEntry {
  name: string;
  federationName: string;
  entry: string;
  version: string;
  releaseId: string;
  prefixes: string[];
}

let remotes: RemoteEntry[] = [];

function isRemoteEntry(value: unknown): value is RemoteEntry {
  const entry = value as RemoteEntry;
  return (
    typeof entry?.name === 'string' &&
    typeof entry.federationName === 'string' &&
    typeof entry.entry === 'string' &&
    Array.isArray(entry.prefixes) &&
    entry.prefixes.every((prefix) => typeof prefix === 'string' && prefix.startsWith('/'))
  );
}

/**
 * Fetches the never-cached registry and registers every remote before the first route loads, so a
 * remote deploy is live on the next page load with no shell rebuild. When the registry itself is
 * unreachable the shell still runs its own pages; remote routes then show as unavailable.
 */
export async function loadRegistry(fetchImpl: typeof fetch = fetch): Promise<RemoteEntry[]> {
  try {
    const response = await fetchImpl('/remotes.json', { cache: 'no-store' });
    if (!response.ok) throw new Error(`remotes.json answered ${response.status}`);
    const body = (await response.json()) as { remotes?: unknown[] };
    remotes = (body.remotes ?? []).filter(isRemoteEntry);
  } catch {
    remotes = [];
  }
  registerRemotes(remotes.map((remote) => ({ name: remote.federationName, entry: remote.entry })));
  return remotes;
}

export function registeredRemotes(): readonly RemoteEntry[] {
  return remotes;
}

/** The remote that owns a path: `/my/cars` and `/my/cars/x` belong to the prefix `/my/cars`. */
export function remoteForPath(
  pathname: string,
  list: readonly RemoteEntry[] = remotes,
): RemoteEntry | undefined {
  return list.find((remote) =>
    remote.prefixes.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`)),
  );
}
