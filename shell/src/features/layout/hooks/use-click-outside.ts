import { useEffect, useRef, type RefObject } from 'react';

/** Calls `onOutside` when a pointer goes down outside `container` while `active`. */
export function useClickOutside(
  container: RefObject<HTMLElement | null>,
  active: boolean,
  onOutside: () => void,
): void {
  // The latest callback, without re-subscribing on every render.
  const callback = useRef(onOutside);
  useEffect(() => {
    callback.current = onOutside;
  });
  useEffect(() => {
    if (!active) return;
    const listener = (event: PointerEvent) => {
      if (container.current && !container.current.contains(event.target as Node)) {
        callback.current();
      }
    };
    document.addEventListener('pointerdown', listener);
    return () => document.removeEventListener('pointerdown', listener);
  }, [container, active]);
}
