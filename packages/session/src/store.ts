import type { CurrentUser, TokenPair } from '@carclub/contracts';
import { create } from 'zustand';

/**
 * `idle` until the session starts, `loading` while the user is being resolved, then
 * `authenticated` (with a user) or `anonymous`.
 */
export type SessionStatus = 'idle' | 'loading' | 'authenticated' | 'anonymous';

export interface SessionState {
  tokens: TokenPair | null;
  user: CurrentUser | null;
  status: SessionStatus;
  setTokens(tokens: TokenPair | null): void;
  /** A user means `authenticated`, null means `anonymous`. */
  setUser(user: CurrentUser | null): void;
  setLoading(): void;
  /** Signed out: no tokens, no user. */
  clear(): void;
}

/** The one session store of the page (shared through Module Federation). */
export const useSessionStore = create<SessionState>()((set) => ({
  tokens: null,
  user: null,
  status: 'idle',
  setTokens: (tokens) => set({ tokens }),
  setUser: (user) => set({ user, status: user ? 'authenticated' : 'anonymous' }),
  setLoading: () => set({ status: 'loading' }),
  clear: () => set({ tokens: null, user: null, status: 'anonymous' }),
}));
