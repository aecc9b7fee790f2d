/** Set by the server's /config.js before the bundle runs (see api/src/plugins/site.ts). */
export interface RuntimeConfig {
  apiBaseUrl: string;
  sentryDsn: string | null;
  environment: string;
  release: string | null;
}

declare global {
  interface Window {
    __CARCLUB_CONFIG__?: Partial<RuntimeConfig>;
  }
}

export function runtimeConfig(): RuntimeConfig {
  const config = window.__CARCLUB_CONFIG__ ?? {};
  return {
    apiBaseUrl: config.apiBaseUrl ?? '/api',
    sentryDsn: config.sentryDsn || null,
    environment: config.environment ?? 'production',
    release: config.release ?? null,
  };
}
