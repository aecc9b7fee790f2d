import { readFile } from 'node:fs/promises';
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

import { createFederationHost } from './federation-host';

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
  registry: readonly RegistryEntry[];
}

export interface PageRenderer {
  /** Never rejects: anything that goes wrong leaves the page to the browser, with the reason. */
  render(input: RenderPageInput): Promise<RenderPageResult>;
}

const failed = (reason: string, error: unknown): RenderPageResult => ({
  rendered: false,
  reason,
  error,
});

/**
 * The server build of a release the registry points at, or null when the release is served from
 * an origin of its own (its files are not on this server: that remote renders in the browser).
 */
function remoteServerEntry(siteDir: string, remote: RegistryEntry): string | null {
  const match = SITE_RELEASE_ENTRY.exec(remote.entry);
  if (!match || match[1] !== remote.name) return null;
  return path.join(siteDir, 'remotes', match[1], match[2]!, SERVER_ENTRY);
}

/**
 * Renders pages with the live shell's server build and the live remotes' (loaded at runtime through
 * Module Federation's Node runtime), following deploys and rollbacks without a restart: the shell's
 * `build-info.json` and `remotes.json` name the releases, read afresh for each page.
 */
export function createPageRenderer({ siteDir, send, log }: PageRendererOptions): PageRenderer {
  const host = createFederationHost();
  const renderers = new Map<string, Promise<ServerRenderer>>();
  /** Entries that failed to load: a release does not change, so it is not tried again. */
  const broken = new Map<string, unknown>();
  const isBrokenRelease = (error: unknown) => [...broken.values()].includes(error);

  async function load(federationName: string, entry: string, expose: string): Promise<unknown> {
    if (broken.has(entry)) throw broken.get(entry);
    try {
      return await host.load(federationName, entry, expose);
    } catch (error) {
      broken.set(entry, error);
      log.error(
        { err: error, entry },
        `the server build of ${federationName} cannot be loaded: its pages render in the browser`,
      );
      throw error;
    }
  }

  async function shellRenderer(): Promise<ServerRenderer> {
    const info = JSON.parse(
      await readFile(path.join(siteDir, 'shell', 'build-info.json'), 'utf8'),
    ) as { serverEntry?: unknown };
    if (typeof info.serverEntry !== 'string') {
      throw new Error('the live shell has no server build; run `pnpm build`');
    }
    const entry = path.join(siteDir, 'shell', info.serverEntry);
    let renderer = renderers.get(entry);
    if (!renderer) {
      const { container, expose } = SHELL_SERVER_RENDER_MODULE;
      renderer = load(container, entry, expose).then((module) =>
        (module as ServerRenderModule).createServerRenderer({ send }),
      );
      renderers.clear();
      renderers.set(entry, renderer);
      // A renderer that failed to start is not kept: the next page tries again.
      renderer.catch(() => renderers.delete(entry));
    }
    return renderer;
  }

  async function render({ url, language, registry }: RenderPageInput): Promise<RenderPageResult> {
    let renderer: ServerRenderer;
    try {
      renderer = await shellRenderer();
    } catch (error) {
      return failed('shell server build could not be loaded', error);
    }
    try {
      return await renderer.renderPage({
        url,
        language,
        registry,
        loadRemote: (remote) => {
          const entry = remoteServerEntry(siteDir, remote);
          return entry
            ? load(remote.federationName, entry, 'routes')
            : Promise.reject(new Error(`${remote.name} is served from another origin`));
        },
      });
    } catch (error) {
      return failed('render threw', error);
    }
  }

  return {
    async render(input) {
      const result = await render(input);
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
