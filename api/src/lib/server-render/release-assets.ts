import { readFile } from 'node:fs/promises';

import type { RegistryEntry } from '@carclub/contracts/deploy';

import { escapeHtml } from '../text';

/** What a release's `mf-manifest.json` says of its one exposed module's files. */
interface Manifest {
  exposes?: {
    assets?: { js?: { sync?: string[] }; css?: { sync?: string[]; async?: string[] } };
  }[];
}

/**
 * Stylesheets of the shared packages' own copies (`packages_…`): the shell's stylesheet already
 * holds them, and linking them again after a page's styles would undo the page's overrides.
 */
const SHARED_PACKAGE_FILE = /^packages_/;

/**
 * The head tags of a page a remote's release rendered: its stylesheets, so the page is styled
 * before any script runs, and a preload of its entry and start-up scripts, which the browser needs
 * before it can hydrate. `data-href` is the name the remote's style loader looks for, so it never
 * fetches a stylesheet the page already has.
 */
export function releaseHeadTags(remote: RegistryEntry, manifest: Manifest): string {
  const base = remote.entry.slice(0, remote.entry.lastIndexOf('/') + 1);
  const assets = manifest.exposes?.[0]?.assets;
  const stylesheets = [...(assets?.css?.sync ?? []), ...(assets?.css?.async ?? [])].filter(
    (file) => !SHARED_PACKAGE_FILE.test(file),
  );
  const scripts = ['remoteEntry.js', ...(assets?.js?.sync ?? [])];
  return [
    ...stylesheets.map(
      (file) =>
        `<link rel="stylesheet" href="${escapeHtml(base + file)}" data-href="${escapeHtml(file)}">`,
    ),
    ...scripts.map((file) => `<link rel="preload" as="script" href="${escapeHtml(base + file)}">`),
  ].join('');
}

/** Reads (once per release: its files never change) the head tags of a release on disk. */
export function createReleaseAssets(manifestFile: (remote: RegistryEntry) => string | null) {
  const cache = new Map<string, Promise<string>>();
  return (remote: RegistryEntry): Promise<string> => {
    const file = manifestFile(remote);
    if (!file) return Promise.resolve('');
    let tags = cache.get(file);
    if (!tags) {
      tags = readFile(file, 'utf8').then(
        (text) => releaseHeadTags(remote, JSON.parse(text) as Manifest),
        // Without them the page is still right, only styled once its scripts run.
        () => '',
      );
      cache.set(file, tags);
    }
    return tags;
  };
}
