import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useHydrated } from '@carclub/ui';

/**
 * A server-rendered page shows before its code has started: its controls wait for it (a disabled
 * fieldset around the layout), so nothing typed is lost and no form is sent by the browser itself
 * meanwhile. A page the browser renders itself starts enabled.
 *
 * The start enables them from a microtask, not through React's commit: with Lighthouse's trace on,
 * each of the 200-odd style invalidations of the page's controls records the JavaScript stack,
 * and from deep in React's commit that took 90–140 ms of one task on `/cars`, 2–3 ms from a
 * short stack. The microtask runs in the same task as the start's effects (`data-started`), so
 * before anything waiting for the start can act.
 */
export function ControlsOnceStarted({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  // Kept as first rendered: React never changes the attribute itself.
  const [disabledAtFirst] = useState(!hydrated);
  const fieldset = useRef<HTMLFieldSetElement>(null);

  useEffect(() => {
    if (!hydrated || !disabledAtFirst) return;
    queueMicrotask(() => {
      if (fieldset.current) fieldset.current.disabled = false;
    });
  }, [hydrated, disabledAtFirst]);

  return (
    <fieldset
      ref={fieldset}
      className="app-layout__controls"
      disabled={disabledAtFirst}
      role="presentation"
    >
      {children}
    </fieldset>
  );
}
