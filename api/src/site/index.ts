import path from 'node:path';

import { runtimeConfigScript } from '@carclub/contracts';
import { readRegistry, type RegistryEntry } from '@carclub/contracts/deploy';
import type { FastifyPluginAsync } from 'fastify';

import { createChangedFileReader } from '../lib/static-files';
import { registerSiteAssets } from './assets';
import type { SiteContext, SitePluginOptions } from './context';
import { registerPages } from './pages';

export type { SitePluginOptions } from './context';
export { default as searchEngines } from './search-engines';

/**
 * Serves the composed site from SITE_DIR (ADR 0139): the shell's and the remotes' files, the
 * runtime registry and config (`assets.ts`) and every page (`pages.ts`), whose pipeline (head,
 * redirects, render, CSP, validator) lives in lib/site. Files are read from disk (the entry files
 * again whenever they change), so deploys and rollbacks that rewrite SITE_DIR take effect without
 * a restart. Search engines' files are `searchEngines`, registered beside it.
 */
const site: FastifyPluginAsync<SitePluginOptions> = async (app, options) => {
  const { siteDir } = options;
  const registryFile = path.join(siteDir, 'remotes.json');
  const readSiteFile = createChangedFileReader();

  /** remotes.json as last read and checked: the same text is not parsed again for every page. */
  let registryRead: { text: string; entries: RegistryEntry[] } | null = null;
  async function liveRegistry(): Promise<RegistryEntry[]> {
    try {
      const text = await readSiteFile(registryFile);
      if (registryRead?.text !== text) {
        registryRead = { text, entries: readRegistry(JSON.parse(text)) };
      }
      return registryRead.entries;
    } catch {
      return [];
    }
  }

  const context: SiteContext = {
    ...options,
    shellDir: path.join(siteDir, 'shell'),
    remotesDir: path.join(siteDir, 'remotes'),
    registryFile,
    // Checked against the contract once, at start-up: a config the apps cannot read stops the server.
    configScript: runtimeConfigScript(options.runtimeConfig),
    readSiteFile,
    liveRegistry,
  };
  registerSiteAssets(app, context);
  registerPages(app, context);
};

export default site;
