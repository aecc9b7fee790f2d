import { readRegistry, type RegistryEntry } from '@carclub/contracts/deploy';
import { registerRemotes } from '@module-federation/enhanced/runtime';

/** One entry of `/remotes.json`, written by `pnpm deploy:remote` (packages/federation). */
export type RemoteEntry = RegistryEntry;

let remotes: RemoteEntry[] = [];

/**
 * Fetches the never-cached registry and registers every remote before the first route loads, so a
 * remote deploy is live on the next page load with no shell rebuild. When the registry itself is
 * unreachable the shell still runs its own pages; remote routes then show as unavailable.
 */
export async function loadRegistry(fetchImpl: typeof fetch = fetch): Promise<RemoteEntry[]> {
  try {
    const response = await fetchImpl('/remotes.json', { cache: 'no-store' });
    if (!response.ok) throw new Error(`remotes.json answered ${response.status}`);
    remotes = readRegistry(await response.json());
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
