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

/** One of a release's stylesheets, read once: null when it cannot be written into a page. */
interface Stylesheet {
  file: string;
  css: string | null;
  /** The class names its selectors use. */
  classes: ReadonlySet<string>;
}

/** What a release gives the head of each page it renders. */
export interface ReleaseAssets {
  base: string;
  stylesheets: readonly Stylesheet[];
  /** Preloads of its entry and start-up scripts, which the browser needs before it can hydrate. */
  scriptPreloads: string;
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
const CSS_CLASS = /\.(-?[_a-zA-Z][\w-]*)/g;
const CLASS_ATTRIBUTE = /\sclass="([^"]*)"/g;

/** The stylesheet as the text of a `<style>` element: nothing in it may end the element. */
const styleText = (css: string) => css.replace(/<\/(style)/gi, '<\\/$1');
/** Releases whose heads are kept: one live release per remote, and one being replaced. */
const RELEASES_WITH_HEADS = 8;
/**
 * Heads kept per release. A head is a function of which stylesheets a page uses, and a release's
 * pages use a few combinations (one per kind of page, give or take a dialog's), so this is a bound
 * for safety, never reached in use.
 */
const HEADS_PER_RELEASE = 64;

/** Reads a release's stylesheets and script names, as `releaseHeadTags` uses them. */
export async function readReleaseAssets(
  remote: RegistryEntry,
  manifest: Manifest,
  readStylesheet: (file: string) => Promise<string>,
): Promise<ReleaseAssets> {
  const base = remote.entry.slice(0, remote.entry.lastIndexOf('/') + 1);
  const assets = manifest.exposes?.[0]?.assets;
  const files = [...(assets?.css?.sync ?? []), ...(assets?.css?.async ?? [])].filter(
    (file) => !SHARED_PACKAGE_FILE.test(file),
  );
  const stylesheets = await Promise.all(
    files.map(async (file): Promise<Stylesheet> => {
      const text = await readStylesheet(file).catch(() => null);
      const css =
        text === null || RELATIVE_REFERENCE.test(text)
          ? null
          : text.replace(SOURCE_MAP_COMMENT, '').trimEnd();
      const classes = new Set([...(css ?? '').matchAll(CSS_CLASS)].map(([, name]) => name!));
      return { file, css, classes };
    }),
  );
  const scripts = ['remoteEntry.js', ...(assets?.js?.sync ?? [])];
  const scriptPreloads = scripts
    .map((file) => `<link rel="preload" as="script" href="${escapeHtml(base + file)}">`)
    .join('');
  return { base, stylesheets, scriptPreloads };
}

/**
 * The head tags of a page a remote's release rendered as `html`.
 *
 * The stylesheets that style the page are written into it, so it is styled before any script runs
 * and without a request per stylesheet: each was one the first paint waited for (150–300 ms on a
 * phone's network, measured by Lighthouse). A stylesheet styles the page when a class it names is
 * on one of the page's elements; the others (other pages', dialogs') are left to the remote's
 * style loader, which fetches a chunk's stylesheet with the chunk unless the page already has one
 * by that name: `data-href` is the name it looks for. Stylesheets with the same content (one per
 * page that uses it) are written once, where the last of them was, which keeps the cascade as
 * linking them all did; the others get an empty `<style>` under their name. One that refers to
 * other files by address stays a link.
 */
export function releaseHeadTags(release: ReleaseAssets, html: string): string {
  return headOfStylesheets(release, pageStylesheets(release, html));
}

/** The indices of the release's stylesheets that style `html` (see `releaseHeadTags`). */
function pageStylesheets(release: ReleaseAssets, html: string): number[] {
  const pageClasses = new Set(
    [...html.matchAll(CLASS_ATTRIBUTE)].flatMap(([, names]) => names!.split(/\s+/)),
  );
  return release.stylesheets.flatMap(({ css, classes }, index) =>
    css === null || classes.size === 0 || [...classes].some((name) => pageClasses.has(name))
      ? [index]
      : [],
  );
}

function headOfStylesheets(release: ReleaseAssets, chosen: readonly number[]): string {
  const styles = chosen.map((index) => release.stylesheets[index]!);
  const lastWithSameCss = new Map(styles.map(({ css }, index) => [css, index]));
  const styleTags = styles.map(({ file, css }, index) => {
    const name = escapeHtml(file);
    if (css === null) {
      return `<link rel="stylesheet" href="${escapeHtml(release.base + file)}" data-href="${name}">`;
    }
    return `<style data-href="${name}">${lastWithSameCss.get(css) === index ? styleText(css) : ''}</style>`;
  });
  return styleTags.join('') + release.scriptPreloads;
}

/**
 * Reads (once per release: its files never change) what a release on disk gives its pages' heads,
 * given the folder of the release a registry entry points at (null when it is served from
 * elsewhere), and writes the head of each page it renders.
 */
export function createReleaseAssets(releaseDir: (remote: RegistryEntry) => string | null) {
  const cache = new Map<string, Promise<ReleaseAssets | null>>();
  /**
   * Each release's heads, by the stylesheets they write in: every car page of a release gets the
   * same head, made once, rather than a copy of its ~27 KB of styles per page, which a server
   * answering many different pages allocated and collected for each.
   */
  const releaseHeads = new Map<string, Map<string, string>>();
  return async (remote: RegistryEntry, html: string): Promise<string> => {
    const dir = releaseDir(remote);
    if (!dir) return '';
    let assets = cache.get(dir);
    if (!assets) {
      assets = readFile(path.join(dir, 'mf-manifest.json'), 'utf8').then(
        (text) =>
          readReleaseAssets(remote, JSON.parse(text) as Manifest, (file) => {
            // A name from the manifest, read only inside the release's folder whatever it says.
            const stylesheet = path.resolve(dir, file);
            return stylesheet.startsWith(path.resolve(dir) + path.sep)
              ? readFile(stylesheet, 'utf8')
              : Promise.reject(new Error(`${file} is outside its release`));
          }),
        // Without them the page is still right, only styled once its scripts run.
        () => null,
      );
      cache.set(dir, assets);
    }
    const release = await assets;
    if (!release) return '';
    let heads = releaseHeads.get(dir);
    if (!heads) {
      releaseHeads.set(dir, (heads = new Map<string, string>()));
      // A release replaced by a deploy renders no more pages: its heads go, oldest release first.
      if (releaseHeads.size > RELEASES_WITH_HEADS) {
        releaseHeads.delete(releaseHeads.keys().next().value!);
      }
    }
    const chosen = pageStylesheets(release, html);
    const key = chosen.join();
    let head = heads.get(key);
    if (head === undefined) {
      head = headOfStylesheets(release, chosen);
      heads.set(key, head);
      if (heads.size > HEADS_PER_RELEASE) heads.delete(heads.keys().next().value!);
    }
    return head;
  };
}
