import path from 'node:path';

import {
  assertRegistry,
  type Registry as RegistryContract,
  type RegistryEntry as RegistryEntryContract,
} from '@carclub/contracts/deploy';

import { REMOTE_NAMES, type AppDescriptor, type RemoteName } from '../apps';
import { readJson, writeJsonAtomic } from './json-file';

/** One entry of the browser-facing registry `remotes.json` (its contract is the shell's too). */
export type RegistryEntry = RegistryEntryContract & { name: RemoteName };

export interface Registry extends RegistryContract {
  remotes: RegistryEntry[];
}

export interface Release {
  releaseId: string;
  version: string;
  builtAt: string;
  fingerprint: string;
  federationName: string;
  prefixes: string[];
  requires?: string;
  /**
   * Where the release is served from when not from the site itself (`https://cdn.example`): the
   * squad's own static host, which holds the same `remotes/<name>/<releaseId>/` folder.
   */
  origin?: string;
}

/**
 * Server-side deploy history (never served). `history` is the stack of activated releases: the
 * last one is live, rollback pops it. Popped folders stay on disk so open pages keep working.
 */
export type Releases = Partial<
  Record<RemoteName, { history: string[]; releases: Record<string, Release> }>
>;

export const registryFile = (site: string) => path.join(site, 'remotes.json');
export const releasesFile = (site: string) => path.join(site, 'releases.json');
export const remoteReleaseDir = (site: string, name: string, releaseId: string) =>
  path.join(site, 'remotes', name, releaseId);

export function readReleases(site: string): Releases {
  return readJson<Releases>(releasesFile(site), {});
}

export function currentRelease(releases: Releases, name: RemoteName): Release | undefined {
  const state = releases[name];
  const live = state?.history.at(-1);
  return live ? state?.releases[live] : undefined;
}

/** Rewrites remotes.json from the live release of every remote that has one. */
export function publishRegistry(site: string, releases: Releases): Registry {
  const registry: Registry = {
    remotes: REMOTE_NAMES.flatMap((name) => {
      const release = currentRelease(releases, name);
      if (!release) return [];
      return [
        {
          name,
          federationName: release.federationName,
          entry: `${release.origin ?? ''}/remotes/${name}/${release.releaseId}/mf-manifest.json`,
          version: release.version,
          releaseId: release.releaseId,
          prefixes: release.prefixes,
          ...(release.requires ? { requires: release.requires } : {}),
        },
      ];
    }),
  };
  // A release that breaks the contract must fail the deploy, not every page that reads it.
  assertRegistry(registry);
  writeJsonAtomic(registryFile(site), registry);
  return registry;
}

export function activateRelease(
  site: string,
  app: AppDescriptor & { name: RemoteName },
  release: Release,
): void {
  const releases = readReleases(site);
  const state = releases[app.name] ?? { history: [], releases: {} };
  state.releases[release.releaseId] = release;
  state.history.push(release.releaseId);
  releases[app.name] = state;
  writeJsonAtomic(releasesFile(site), releases);
  publishRegistry(site, releases);
}

/** Flips the pointer back to the previous release. Returns the release now live. */
export function rollbackRelease(site: string, name: RemoteName): Release {
  const releases = readReleases(site);
  const state = releases[name];
  if (!state || state.history.length < 2) {
    throw new Error(`${name} has no earlier release to roll back to`);
  }
  state.history.pop();
  writeJsonAtomic(releasesFile(site), releases);
  publishRegistry(site, releases);
  return currentRelease(releases, name)!;
}
