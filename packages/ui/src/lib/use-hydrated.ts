import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while the page is rendered on the server and while the browser hydrates that HTML, true
 * from then on (and from the first render of a page the browser renders itself). What must not be
 * used before the page has started (a form whose handlers are not attached yet) waits for it.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
