import { useCallback, useEffect, useRef } from 'react';
import { useBlocker, type Blocker, type BlockerFunction } from '@carclub/router';

export interface LeaveGuard {
  /** `blocked` while a navigation waits for the user's answer: `proceed()` or `reset()`. */
  blocker: Blocker;
  /** Lets the next navigation through, e.g. to the page of the car just created. */
  allowLeaving: () => void;
}

/**
 * While `dirty`, leaving the page asks first: in-app navigation waits on the returned blocker
 * (the page shows a dialog), a reload or a closed tab gets the browser's own question. A change
 * of the query string alone (another tab of the same page) is not leaving.
 */
export function useLeaveGuard(dirty: boolean): LeaveGuard {
  const dirtyRef = useRef(dirty);
  const allowedRef = useRef(false);

  useEffect(() => {
    dirtyRef.current = dirty;
  }, [dirty]);

  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      dirtyRef.current && !allowedRef.current && currentLocation.pathname !== nextLocation.pathname,
    [],
  );
  const blocker = useBlocker(shouldBlock);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older Chromium asks only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const allowLeaving = useCallback(() => {
    allowedRef.current = true;
  }, []);

  return { blocker, allowLeaving };
}
