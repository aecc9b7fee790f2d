import { useEffect, useState } from 'react';
import type { CurrentUser } from '@carclub/contracts';
import { useSessionStore, waitForAuth } from '@carclub/session';

/**
 * The signed-in user once the auth state has settled. While it is loading, guards wait (polling
 * every 50 ms, up to 3 s, inside waitForAuth) and then treat the visitor as signed out.
 */
export function useResolvedAuth(): { ready: boolean; user: CurrentUser | null } {
  const status = useSessionStore((state) => state.status);
  const user = useSessionStore((state) => state.user);
  const settled = status === 'authenticated' || status === 'anonymous';
  const [gaveUp, setGaveUp] = useState(false);

  useEffect(() => {
    if (settled) return;
    let active = true;
    void waitForAuth().then(() => {
      if (active) setGaveUp(true);
    });
    return () => {
      active = false;
    };
  }, [settled]);

  return { ready: settled || gaveUp, user: settled ? user : null };
}
