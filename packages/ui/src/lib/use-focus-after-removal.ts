import { useCallback, useEffect, useRef } from 'react';

/**
 * Where focus goes after `request`: an element, `null` for nowhere, or `undefined` while the
 * removal is not on screen yet (the list has not been refreshed, the neighbour not drawn).
 */
export type FocusAfterRemovalTarget<Request> = (request: Request) => HTMLElement | null | undefined;

/**
 * Focus after an item was removed: its own control (the delete button that had focus) is gone,
 * so focus would fall back to the page. Call the returned function with what was removed; after
 * each render `target` is asked where focus goes until it knows, and focus moves there once.
 */
export function useFocusAfterRemoval<Request>(
  target: FocusAfterRemovalTarget<Request>,
): (request: Request) => void {
  const pending = useRef<{ request: Request } | null>(null);

  useEffect(() => {
    if (pending.current === null) return;
    const element = target(pending.current.request);
    if (element === undefined) return;
    pending.current = null;
    element?.focus();
  });

  return useCallback((request: Request) => {
    pending.current = { request };
  }, []);
}
