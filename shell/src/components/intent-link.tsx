import { useRef, type FocusEvent, type MouseEvent } from 'react';
import { NavLink, type NavLinkProps } from '@carclub/router';
import { INTENT_PRELOAD_MS } from '@carclub/contracts';

import { preloadPath } from '../lib/federation/preload';

/**
 * A NavLink that, after 100 ms of hover or focus, loads what its target needs (the remote's
 * manifest, entry, routes and page chunk), so the click itself feels instant.
 */
export function IntentLink({
  to,
  onMouseEnter,
  onMouseLeave,
  onFocus,
  onBlur,
  ...props
}: NavLinkProps & { to: string }) {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const start = () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void preloadPath(to), INTENT_PRELOAD_MS);
  };
  const cancel = () => clearTimeout(timer.current);
  return (
    <NavLink
      to={to}
      onMouseEnter={(event: MouseEvent<HTMLAnchorElement>) => {
        start();
        onMouseEnter?.(event);
      }}
      onMouseLeave={(event: MouseEvent<HTMLAnchorElement>) => {
        cancel();
        onMouseLeave?.(event);
      }}
      onFocus={(event: FocusEvent<HTMLAnchorElement>) => {
        start();
        onFocus?.(event);
      }}
      onBlur={(event: FocusEvent<HTMLAnchorElement>) => {
        cancel();
        onBlur?.(event);
      }}
      {...props}
    />
  );
}
