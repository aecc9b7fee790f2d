import type { RuntimeConfig } from '@carclub/contracts';
import type { RegistryEntry } from '@carclub/contracts/deploy';

export interface SitePluginOptions {
  /** Holds `shell/`, `remotes/<name>/<release>/` and `remotes.json`. */
  siteDir: string;
  /** Path prefix owned by the API (e.g. `/api`); never answered with a page. */
  apiPrefix: string;
  /** What the browser apps read from `window.__CARCLUB_CONFIG__` before they start. */
  runtimeConfig: RuntimeConfig;
}

/** What the site's files and pages share, set up once when the site is registered. */
export interface SiteContext extends SitePluginOptions {
  shellDir: string;
  remotesDir: string;
  registryFile: string;
  /** `/config.js`: the runtime config, checked against its contract. */
  configScript: string;
  /** A file of SITE_DIR, read again whenever it changes (deploys and rollbacks). */
  readSiteFile: (file: string) => Promise<string>;
  /** The live remotes; none when remotes.json is missing or unreadable (the shell copes alone). */
  liveRegistry: () => Promise<RegistryEntry[]>;
}
