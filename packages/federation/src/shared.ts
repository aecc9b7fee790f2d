import type { moduleFederationPlugin } from '@module-federation/enhanced';

import type { AppDescriptor } from './apps';

/**
 * Every package that must exist once per page (DESIGN.md §2). The trailing-slash keys share deep
 * imports such as `react/jsx-runtime` and `react-dom/client` under the same singleton. React Router
 * is shared as `@carclub/router`, which names the parts of it the apps use: a package shared whole
 * is sent whole (ADR 0084).
 */
export const SHARED_SINGLETONS = [
  'react',
  'react/',
  'react-dom',
  'react-dom/',
  '@tanstack/react-query',
  'zustand',
  'i18next',
  'react-i18next',
  'react-hot-toast',
  '@sentry/react',
  '@carclub/session',
  '@carclub/api-client',
  '@carclub/i18n',
  '@carclub/ui',
  '@carclub/router',
] as const;

/** Packages from node_modules shared only inside a workspace package (react-router: @carclub/router). */
const SHARED_THROUGH_WORKSPACE = ['react-router'];

type SharedConfig = moduleFederationPlugin.SharedConfig;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const SHARED_NODE_PACKAGES = [...new Set(SHARED_SINGLETONS.map((key) => key.replace(/\/$/, '')))]
  .filter((name) => !name.startsWith('@carclub/'))
  .concat(SHARED_THROUGH_WORKSPACE);

/**
 * The files of the shared packages that come from node_modules (the @carclub ones are workspace
 * sources, but what they wrap is not). A build reaches each of them twice, as what the app provides
 * to the share scope and as the fallback of its own consume; the browser build puts both in one
 * chunk (webpack-config.ts).
 */
export const SHARED_NODE_MODULES = new RegExp(
  `[\\\\/]node_modules[\\\\/](${SHARED_NODE_PACKAGES.map(escapeRegExp).join('|')})[\\\\/]`,
);

/**
 * Builds the shared map from the app's own dependency ranges, so a version bump in one app is
 * negotiated at runtime instead of silently loading a second copy. An app that lacks one of the
 * singletons is a build error: it would otherwise bundle its own copy.
 */
export function sharedFor(app: AppDescriptor): Record<string, SharedConfig> {
  const shared: Record<string, SharedConfig> = {};
  for (const key of SHARED_SINGLETONS) {
    const packageName = key.endsWith('/') ? key.slice(0, -1) : key;
    const range = app.dependencies[packageName];
    if (!range) {
      throw new Error(`${app.name} must depend on ${packageName}: it is a shared singleton`);
    }
    shared[key] = {
      singleton: true,
      requiredVersion: range.startsWith('workspace:') ? false : range,
    };
  }
  return shared;
}
