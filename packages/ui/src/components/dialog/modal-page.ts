/*
 * Page-level side effects of open modal dialogs: everything outside the top dialog is inert
 * (unreachable by Tab, pointer and screen-reader cursor) and the page behind does not scroll.
 * Dialogs nest: each one makes the rest of <body> inert, which includes the dialog below it.
 */

let scrollLocks = 0;
let savedOverflow = '';

function lockScroll(): () => void {
  const root = document.documentElement;
  if (scrollLocks === 0) {
    savedOverflow = root.style.overflow;
    root.style.overflow = 'hidden';
  }
  scrollLocks += 1;
  return () => {
    scrollLocks -= 1;
    if (scrollLocks === 0) root.style.overflow = savedOverflow;
  };
}

// `inert` does the work in current browsers; aria-hidden covers browsers without `inert` for
// screen readers. Elements that already had either are left as they were.
function hideOthers(container: HTMLElement): () => void {
  const changed = Array.from(document.body.children).filter(
    (element) =>
      element !== container &&
      !element.hasAttribute('inert') &&
      element.getAttribute('aria-hidden') !== 'true',
  );
  changed.forEach((element) => {
    element.setAttribute('inert', '');
    element.setAttribute('aria-hidden', 'true');
  });
  return () =>
    changed.forEach((element) => {
      element.removeAttribute('inert');
      element.removeAttribute('aria-hidden');
    });
}

/** Makes `container` the only interactive part of the page; returns the undo. */
export function enterModal(container: HTMLElement): () => void {
  const releaseHidden = hideOthers(container);
  const releaseScroll = lockScroll();
  return () => {
    releaseHidden();
    releaseScroll();
  };
}
