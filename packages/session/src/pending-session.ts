import {
  createContext,
  createElement,
  useContext,
  useSyncExternalStore,
  type ReactNode,
} from 'react';

import { startedWithStoredSession } from './session';
import { useSessionStore, type SessionState } from './store';

/**
 * Set by the server render only: whether the page was asked for with stored credentials (the
 * `auth_tokens` cookie holds a token pair). The server cannot know their user without a database
 * read per page, so it renders the header of a member whose name is still loading; the browser
 * starts from the same cookie, so it hydrates the same header (see `useSessionPending`).
 */
const StoredSessionContext = createContext<boolean | null>(null);

export function StoredSessionProvider({
  storedSession,
  children,
}: {
  storedSession: boolean;
  children: ReactNode;
}) {
  return createElement(StoredSessionContext.Provider, { value: storedSession }, children);
}

const isPending = (state: SessionState) =>
  state.user === null && state.tokens !== null && state.status !== 'anonymous';

/**
 * True while the page holds credentials whose user is not known yet: the header is a member's,
 * without their name and menu. False once the user is loaded (then `user` says who) and once the
 * credentials turned out to be nobody's (signed out: the sign-in links show).
 *
 * While hydrating, React reads the store as it was before the session started (the server's
 * view: no user), so this answers what the server saw, the credentials the page started with,
 * even if the user has been loaded meanwhile; the next render shows them.
 */
export function useSessionPending(): boolean {
  const onServer = useContext(StoredSessionContext);
  const inBrowser = useSyncExternalStore(
    useSessionStore.subscribe,
    () => isPending(useSessionStore.getState()),
    startedWithStoredSession,
  );
  return onServer ?? inBrowser;
}
