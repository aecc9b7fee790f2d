import { useSyncExternalStore } from 'react';
import type { BuildInfo } from '@carclub/federation/remote';

/** The shell's own build: all the server renders and the browser hydrates (remotes come later). */
const shellBuild: readonly BuildInfo[] = [__CARCLUB_BUILD__];

/** The builds running on this page: the shell's and each remote's that has loaded so far. */
let builds = shellBuild;
const listeners = new Set<() => void>();

export function recordBuild(build: BuildInfo): void {
  if (builds.some((known) => known.name === build.name)) return;
  builds = [...builds, build];
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useLoadedBuilds(): readonly BuildInfo[] {
  return useSyncExternalStore(
    subscribe,
    () => builds,
    () => shellBuild,
  );
}
