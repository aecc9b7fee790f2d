import { stat } from 'node:fs/promises';
import path from 'node:path';

import type { FastifyBaseLogger } from 'fastify';

import type { RegistryEntry } from '@carclub/contracts/deploy';
import {
  SHELL_SERVER_RENDER_MODULE,
  type PageLanguage,
  type RenderPageResult,
  type ServerRenderer,
  type ServerRenderModule,
  type ServerSend,
} from '@carclub/contracts/server-render';

import { createChangedFileReader } from '../static-files';
import { createFederationHost, ReplacedHostError, type FederationHost } from './federation-host';
import { createReleaseAssets } from './release-assets';

/** Where a release's server build lives in its folder (packages/federation server-webpack-config). */
const SERVER_ENTRY = path.join('server', 'remoteEntry.js');
/** `/remotes/<name>/<releaseId>/mf-manifest.json`, the registry's entry of a release on the site. */
const SITE_RELEASE_ENTRY = /^\/remotes\/([a-z0-9-]+)\/([A-Za-z0-9._-]+)\/mf-manifest\.json$/;

export interface PageRendererOptions {
  /** Holds `shell/` (with `build-info.json`) and `remotes/<name>/<releaseId>/`. */
  siteDir: string;
  /** Answers the API calls a page makes while it renders. */
  send: ServerSend;
  /** Told once about each release that cannot be loaded, and about each render that fails. */
  log: FastifyBaseLogger;
}

export interface RenderPageInput {
  url: string;
  language: PageLanguage;
  storedSession: boolean;
  registry: readonly RegistryEntry[];
}

export interface PageRenderer {
  /** Never rejects: anything that goes wrong leaves the page to the browser, with the reason. */
  render(input: RenderPageInput): Promise<RenderedPage>;
}

const failed = (reason: string, error: unknown): RenderPageResult => ({
  rendered: false,
  reason,
  error,
});

/**
 * The folder of a release the registry points at, or null when the release is served from an
 * origin of its own (its files are not on this server: that remote renders in the browser).
 */
function siteReleaseDir(siteDir: string, remote: RegistryEntry): string | null {
  const match = SITE_RELEASE_ENTRY.exec(remote.entry);
  if (!match || match[1] !== remote.name) return null;
  return path.join(siteDir, 'remotes', match[1], match[2]!);
}

/** A page as the site sends it: what the render gave, and the head tags of its remote's release. */
export type RenderedPage =
  | Extract<RenderPageResult, { rendered: false }>
  | (Omit<Extract<RenderPageResult, { rendered: true }>, 'remote'> & { head: string });

/**
 * Renders pages with the live shell's server build and the live remotes' (loaded at runtime through
 * Module Federation's Node runtime), following deploys and rollbacks without a restart: the shell's
 * `build-info.json` and `remotes.json` name the releases, read again whenever they change.
 */
export function createPageRenderer({ siteDir, send, log }: PageRendererOptions): PageRenderer {
  /**
   * The shell provides React and the other shared singletons to every container it renders with.
   * Its next release may need newer ones, which a share scope that already holds the old ones would
   * never give it: so each shell release renders in a host of its own, remotes loaded afresh in it.
   */
  let generation: {
    shellEntry: string;
    host: FederationHost;
    renderer: Promise<ServerRenderer>;
  } | null = null;
  /**
   * Entries that failed to load, with the file's time then: a release's files do not change, so it
   * is not tried again (nor logged again) unless someone replaces the file.
   */
  const broken = new Map<string, { error: unknown; modified: number }>();
  const isBrokenRelease = (error: unknown) =>
    [...broken.values()].some((failure) => failure.error === error);
  const readBuildInfo = createChangedFileReader();
  const modifiedAt = (file: string) =>
    stat(file).then(
      ({ mtimeMs }) => mtimeMs,
      () => 0,
    );

  async function load(
    host: FederationHost,
    federationName: string,
    entry: string,
    expose: string,
  ): Promise<unknown> {
    const failure = broken.get(entry);
    if (failure && failure.modified === (await modifiedAt(entry))) throw failure.error;
    try {
      const module = await host.load(federationName, entry, expose);
      broken.delete(entry);
      return module;
    } catch (error) {
      if (error instanceof ReplacedHostError) throw error;
      broken.set(entry, { error, modified: await modifiedAt(entry) });
      log.error(
        { err: error, entry },
        `the server build of ${federationName} cannot be loaded: its pages render in the browser`,
      );
      throw error;
    }
  }

  /** The live shell's renderer, with the host its remotes load into. */
  async function liveGeneration(): Promise<{ host: FederationHost; renderer: ServerRenderer }> {
    const info = JSON.parse(
      await readBuildInfo(path.join(siteDir, 'shell', 'build-info.json')),
    ) as {
      serverEntry?: unknown;
    };
    if (typeof info.serverEntry !== 'string') {
      throw new Error('the live shell has no server build; run `pnpm build`');
    }
    const shellEntry = path.join(siteDir, 'shell', info.serverEntry);
    if (generation?.shellEntry !== shellEntry) {
      generation?.host.dispose();
      const host = createFederationHost();
      const { container, expose } = SHELL_SERVER_RENDER_MODULE;
      const renderer = load(host, container, shellEntry, expose).then((module) =>
        (module as ServerRenderModule).createServerRenderer({ send }),
      );
      const current = { shellEntry, host, renderer };
      generation = current;
      // A renderer that failed to start is not kept: the next page tries again.
      renderer.catch(() => {
        if (generation === current) generation = null;
      });
    }
    return { host: generation.host, renderer: await generation.renderer };
  }

  async function render({
    url,
    language,
    storedSession,
    registry,
  }: RenderPageInput): Promise<RenderPageResult> {
    let host: FederationHost;
    let renderer: ServerRenderer;
    try {
      ({ host, renderer } = await liveGeneration());
    } catch (error) {
      return failed('shell server build could not be loaded', error);
    }
    try {
      return await renderer.renderPage({
        url,
        language,
        storedSession,
        registry,
        loadRemote: (remote) => {
          const dir = siteReleaseDir(siteDir, remote);
          return dir
            ? load(host, remote.federationName, path.join(dir, SERVER_ENTRY), 'routes')
            : Promise.reject(new Error(`${remote.name} is served from another origin`));
        },
      });
    } catch (error) {
      return failed('render threw', error);
    }
  }

  const headTagsOf = createReleaseAssets((remote) => siteReleaseDir(siteDir, remote));

  return {
    async render(input) {
      const result = await render(input);
      if (result.rendered) {
        const { remote, ...page } = result;
        return { ...page, head: remote ? await headTagsOf(remote, page.html) : '' };
      }
      // A release that cannot load was told of once, above; a page that fails is told of each time.
      if (!result.rendered && result.error !== undefined && !isBrokenRelease(result.error)) {
        log.warn(
          { err: result.error, reason: result.reason, url: input.url },
          'page rendered in the browser: its server render failed',
        );
      }
      return result;
    },
  };
}
