import { useCallback, useState } from 'react';
import { useLocation } from '@carclub/router';

/**
 * Open/closed state of a header menu that closes by itself on any navigation (a link in it, the
 * back button, a sign-out): it remembers the location it was opened on, not a flag.
 */
export function useOpenOnThisPage<T extends object = object>() {
  const { key } = useLocation();
  const [openedAt, setOpenedAt] = useState<(T & { key: string }) | null>(null);
  const state = openedAt?.key === key ? openedAt : null;
  const openWith = useCallback((options: T) => setOpenedAt({ ...options, key }), [key]);
  const close = useCallback(() => setOpenedAt(null), []);
  return {
    open: state !== null,
    /** What the opener asked for (which item to focus), while open. */
    state,
    openWith,
    close,
  };
}
