import { useEffect, type RefObject } from 'react';

/** The root's custom property the toasts' container keeps its bottom edge above (AppProviders). */
export const TOAST_CLEARANCE_PROPERTY = '--cc-toast-clearance';

/**
 * Keeps the toasts clear of a bar stuck to the bottom of the screen (a long form's Save bar):
 * while the bar is on screen, the root's `--cc-toast-clearance` is how far up from the window's
 * bottom edge it reaches, and the toasts (bottom-center, as the spec places them) rise that much.
 * Measured on scroll and resize, since the bar leaves the bottom edge at the end of its form.
 */
export function useToastClearance(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const bar = ref.current;
    if (!bar) return undefined;
    const root = document.documentElement;
    // Browsers fire scroll at most once a frame: measuring on each is one layout read a frame.
    const measure = () => {
      const { top, bottom } = bar.getBoundingClientRect();
      const onScreen = bottom > 0 && top < window.innerHeight;
      const reach = onScreen ? Math.ceil(window.innerHeight - top) : 0;
      root.style.setProperty(TOAST_CLEARANCE_PROPERTY, `${reach}px`);
    };
    measure();
    window.addEventListener('scroll', measure, { passive: true });
    window.addEventListener('resize', measure);
    // The bar grows when its buttons wrap or its "unsaved" line appears.
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(bar);
    return () => {
      window.removeEventListener('scroll', measure);
      window.removeEventListener('resize', measure);
      observer?.disconnect();
      root.style.removeProperty(TOAST_CLEARANCE_PROPERTY);
    };
  }, [ref]);
}
