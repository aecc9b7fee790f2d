import { readRuntimeConfig } from '@carclub/contracts/deploy';

/**
 * Set by `configureApiClient`; until then, the page's runtime configuration names the API. (A
 * remote that imports this subpath bundles its own copy, which is never configured: the shell
 * configures the client with that same runtime configuration, so both name one API.)
 */
let configuredBaseUrl: string | undefined;

export function setApiBaseUrl(baseUrl: string | undefined): void {
  configuredBaseUrl = baseUrl;
}

/** Where the client's calls go: the configured base, or the runtime configuration's. */
export function apiBaseUrl(): string {
  return configuredBaseUrl ?? readRuntimeConfig().apiBaseUrl;
}

/**
 * The absolute-or-rooted address of an API path, as the client's calls resolve it (an
 * EventSource's, say). A module of its own, without axios: a page that only listens (a post's
 * live comments) starts without the client (ADR 0088).
 */
export function apiUrl(path: string): string {
  const base = apiBaseUrl();
  return `${base.endsWith('/') ? base.slice(0, -1) : base}/${path.startsWith('/') ? path.slice(1) : path}`;
}
