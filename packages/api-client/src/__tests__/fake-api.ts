import type { TokenPair } from '@carclub/contracts';
import { fakeApi as fakeTransport, type Handler } from '@carclub/testing/fake-api';
import { apiClient, configureApiClient, type TokenStore } from '../client';

export type { Handler, Reply, SentRequest } from '@carclub/testing/fake-api';

/** The shared fake transport, on this package's own client (imported by path, not by name). */
export const fakeApi = (handler: Handler) => fakeTransport(apiClient, handler);

/** An in-memory token store with spies, as the session package would provide. */
export function memoryTokenStore(initial: TokenPair | null) {
  let tokens = initial;
  const store = {
    getTokens: jest.fn(() => tokens),
    setTokens: jest.fn((next: TokenPair) => {
      tokens = next;
    }),
    clearTokens: jest.fn(() => {
      tokens = null;
    }),
  } satisfies TokenStore;
  return store;
}

export function configure(initial: TokenPair | null, baseURL?: string) {
  const tokenStore = memoryTokenStore(initial);
  const onSessionExpired = jest.fn();
  configureApiClient({ baseURL, tokenStore, onSessionExpired });
  return { tokenStore, onSessionExpired };
}

export const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
