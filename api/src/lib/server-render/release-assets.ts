import { readFile } from 'node:fs/promises';
import path from 'node:path';

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
/** A stylesheet that points at other files: they resolve against its own address, so it stays linked. */
const RELATIVE_REFERENCE = /url\(|@import/i;

/** The comment naming a stylesheet's source map, which only its own address can resolve. */
const SOURCE_MAP_COMMENT = /\/\*# sourceMappingURL=[^*]*\*\/\s*$/;

/** The stylesheet as the text of a `<style>` element: nothing in it may end the element. */
const styleText = (css: string) => css.replace(/<\/(style)/gi, '<\\/$1');

/**
 * The head tags of a page a remote's release rendered.
 *
 * Its stylesheets are written into the page itself, so the page is styled before any script runs
 * and without a request per stylesheet: each was one the first paint waited for (150–300 ms on a
 * phone's network, measured by Lighthouse; a remote has up to ten). They are the remote's, not only
 * the page's, a few KB compressed. `data-href` is the name the remote's style loader looks for, so
 * it never fetches a stylesheet the page already has; files with the same content (one per page
 * that uses it) are written once, where the last of them was, which keeps the cascade as linking
 * them all did, and the others get an empty marker.
 *
 * Its entry and start-up scripts are preloaded: the browser needs them before it can hydrate.
 */
export async function releaseHeadTags(
  remote: RegistryEntry,
  manifest: Manifest,
  readStylesheet: (file: string) => Promise<string>,
): Promise<string> {
  const base = remote.entry.slice(0, remote.entry.lastIndexOf('/') + 1);
  const assets = manifest.exposes?.[0]?.assets;
  const files = [...(assets?.css?.sync ?? []), ...(assets?.css?.async ?? [])].filter(
    (file) => !SHARED_PACKAGE_FILE.test(file),
  );
  const stylesheets = await Promise.all(
    files.map(async (file) => {
      const css = await readStylesheet(file).catch(() => null);
      return { file, css: css?.replace(SOURCE_MAP_COMMENT, '').trimEnd() ?? null };
    }),
  );
  const lastWithSameCss = new Map(stylesheets.map(({ css }, index) => [css, index]));
  const styleTags = stylesheets.map(({ file, css }, index) => {
    const name = escapeHtml(file);
    if (css === null || RELATIVE_REFERENCE.test(css)) {
      return `<link rel="stylesheet" href="${escapeHtml(base + file)}" data-href="${name}">`;
    }
    const text = lastWithSameCss.get(css) === index ? styleText(css) : '';
    return `<style data-href="${name}">${text}</style>`;
  });
  const scripts = ['remoteEntry.js', ...(assets?.js?.sync ?? [])];
  return [
    ...styleTags,
    ...scripts.map((file) => `<link rel="preload" as="script" href="${escapeHtml(base + file)}">`),
  ].join('');
}

/**
 * Reads (once per release: its files never change) the head tags of a release on disk, given the
 * folder of the release a registry entry points at (null when it is served from elsewhere).
 */
export function createReleaseAssets(releaseDir: (remote: RegistryEntry) => string | null) {
  const cache = new Map<string, Promise<string>>();
  return (remote: RegistryEntry): Promise<string> => {
    const dir = releaseDir(remote);
    if (!dir) return Promise.resolve('');
    let tags = cache.get(dir);
    if (!tags) {
      tags = readFile(path.join(dir, 'mf-manifest.json'), 'utf8').then(
        (text) =>
          releaseHeadTags(remote, JSON.parse(text) as Manifest, (file) => {
            // A name from the manifest, read only inside the release's folder whatever it says.
            const stylesheet = path.resolve(dir, file);
            return stylesheet.startsWith(path.resolve(dir) + path.sep)
              ? readFile(stylesheet, 'utf8')
              : Promise.reject(new Error(`${file} is outside its release`));
          }),
        // Without them the page is still right, only styled once its scripts run.
        () => '',
      );
      cache.set(dir, tags);
    }
    return tags;
  };
}
