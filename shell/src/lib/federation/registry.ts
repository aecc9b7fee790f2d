import type { CurrentUser } from '@carclub/contracts';
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

/** Segments of a path or prefix, without empty ones (`/u/ann/` is `u`, `ann`). */
const segmentsOf = (path: string) => path.split('/').filter((segment) => segment !== '');

/**
 * How specifically `prefix` owns `pathname`, or -1 when it does not: whole segments, a `:name`
 * segment standing for any one. `/u/:nickname/car` owns `/u/ann/car/golf` more specifically than
 * `/u` does (more segments); at equal length a written segment beats a parameter.
 */
export function prefixSpecificity(prefix: string, pathname: string): number {
  const wanted = segmentsOf(prefix);
  const actual = segmentsOf(pathname);
  if (wanted.length > actual.length) return -1;
  let score = 0;
  for (const [index, segment] of wanted.entries()) {
    if (segment.startsWith(':')) score += 2;
    else if (segment === actual[index]) score += 3;
    else return -1;
  }
  return score;
}

/**
 * The remote that owns a path: `/my/cars` and `/my/cars/x` belong to the prefix `/my/cars`. When
 * prefixes of several remotes match, the most specific wins (ADR 0070): mf-profile owns `/u`
 * (member pages), mf-garage `/u/:nickname/car` (vehicle pages), whatever order remotes.json lists
 * them in.
 */
export function remoteForPath(
  pathname: string,
  list: readonly RemoteEntry[] = remotes,
): RemoteEntry | undefined {
  let best: RemoteEntry | undefined;
  let bestScore = -1;
  for (const remote of list) {
    for (const prefix of remote.prefixes) {
      const score = prefixSpecificity(prefix, pathname);
      if (score > bestScore) {
        best = remote;
        bestScore = score;
      }
    }
  }
  return best;
}

/**
 * Whether the shell may fetch anything of `remote` for this user. A remote that names a permission
 * (mf-admin: `dashboard:view`) is never downloaded by anyone without it, not even its manifest.
 */
export function mayLoadRemote(remote: RemoteEntry, user: CurrentUser | null | undefined): boolean {
  return remote.requires === undefined || (user?.permissions.includes(remote.requires) ?? false);
}
