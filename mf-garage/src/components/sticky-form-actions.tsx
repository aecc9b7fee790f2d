import { useToastClearance } from '@carclub/ui';
import { useEffect, useRef, type ReactNode } from 'react';

import './form.css';

/** Room kept between a focused field and the bar, px. */
const CLEARANCE = 8;

/**
 * A long form's save bar, stuck to the bottom of the screen, that never hides a field: while it is
 * on the page the document's bottom scroll padding is the bar's height, so a field reached by Tab,
 * by the browser's checks or by a link scrolls into view above the bar, not behind it. Whatever
 * focus lands under the bar anyway (a click on a field's visible top) is scrolled clear of it.
 * Toasts rise above it too.
 */
export function StickyFormActions({ children }: { children: ReactNode }) {
  const barRef = useRef<HTMLDivElement>(null);
  useToastClearance(barRef);

  useEffect(() => {
    const bar = barRef.current;
    if (!bar) return undefined;
    const root = document.documentElement;
    const keepClear = () => {
      root.style.scrollPaddingBottom = `${Math.ceil(bar.getBoundingClientRect().height) + CLEARANCE}px`;
    };
    keepClear();
    // The bar's height changes with the width (its buttons wrap) and with the "unsaved" line.
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(keepClear);
    observer?.observe(bar);

    const form = bar.closest('form');
    const onFocusIn = (event: FocusEvent) => {
      const field = event.target;
      if (!(field instanceof HTMLElement) || bar.contains(field)) return;
      const covered = field.getBoundingClientRect().bottom - bar.getBoundingClientRect().top;
      if (covered > 0) window.scrollBy({ top: covered + CLEARANCE, behavior: 'instant' });
    };
    form?.addEventListener('focusin', onFocusIn);
    return () => {
      observer?.disconnect();
      form?.removeEventListener('focusin', onFocusIn);
      root.style.scrollPaddingBottom = '';
    };
  }, []);

  return (
    <div ref={barRef} className="vf-form__actions vf-form__actions--sticky">
      {children}
    </div>
  );
}
