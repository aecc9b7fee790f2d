import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** Returned by `loadRemote` instead of a module when a remote cannot be loaded. */
export const REMOTE_UNAVAILABLE = Symbol.for('carclub.remote-unavailable');
export interface UnavailableRemote {
  [REMOTE_UNAVAILABLE]: true;
  error: unknown;
}

export function isUnavailable(value: unknown): value is UnavailableRemote {
  return typeof value === 'object' && value !== null && REMOTE_UNAVAILABLE in value;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Retries manifest fetches that fail on the network or with a 5xx, with a doubling delay: a remote
 * that is mid-deploy or briefly overloaded should not break the page. 4xx answers are final.
 */
export function retryPlugin({ retries = 2, delayMs = 300 } = {}): ModuleFederationRuntimePlugin {
  return {
    name: 'carclub-retry',
    async fetch(url, init) {
      let lastError: unknown;
      for (let attempt = 0; attempt <= retries; attempt += 1) {
        if (attempt > 0) await wait(delayMs * 2 ** (attempt - 1));
        try {
          const response = await fetch(url, { ...init, cache: 'no-cache' });
          if (response.status < 500) return response;
          lastError = new Error(`${url} answered ${response.status}`);
        } catch (error) {
          lastError = error;
        }
      }
      throw lastError;
    },
  };
}

/**
 * Turns any failure to load a remote module into a value the shell can render as "section
 * unavailable", instead of an exception that would take down the whole route tree.
 */
export function fallbackPlugin(
  onError: (id: string, error: unknown) => void,
): ModuleFederationRuntimePlugin {
  return {
    name: 'carclub-fallback',
    errorLoadRemote({ id, error }) {
      onError(id, error);
      const fallback: UnavailableRemote = { [REMOTE_UNAVAILABLE]: true, error };
      return fallback;
    },
  };
}
