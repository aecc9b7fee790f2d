import type { DehydratedState } from '@tanstack/react-query';
import type { Language } from '@carclub/i18n';

/** The id of the data block a server-rendered page ends with. */
export const SERVER_STATE_ELEMENT_ID = 'carclub-state';

/** What the server rendered a page with, so the browser hydrates the same tree from the same data. */
export interface ServerState {
  /** The shell release that rendered it: another one would render other markup. */
  shellReleaseId: string;
  language: Language;
  /** The remote release whose pages were rendered: the browser must hydrate with that one. */
  remote: { name: string; releaseId: string } | null;
  queries: DehydratedState;
}

/**
 * The state as a JSON data block. A data block is never executed, so the page's CSP (no inline
 * scripts) allows it; `<` is escaped so no text in the data can close the element early.
 */
export function serverStateScript(state: ServerState): string {
  const json = JSON.stringify(state).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${SERVER_STATE_ELEMENT_ID}">${json}</script>`;
}

/** The state of the page being hydrated, or null when the server left the page to the browser. */
export function readServerState(doc: Document = document): ServerState | null {
  const element = doc.getElementById(SERVER_STATE_ELEMENT_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as ServerState;
  } catch {
    return null;
  }
}
