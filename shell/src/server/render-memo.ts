import { createHash } from 'node:crypto';

import type { QueryClient } from '@tanstack/react-query';
import type { RegistryEntry } from '@carclub/contracts/deploy';
import type { Language } from '@carclub/i18n';

/**
 * A render's markup is a function of its inputs alone: the page's address, its language, whether
 * the browser holds credentials, the releases it renders with and the data its queries loaded (ADR
 * 0105). A page asked for again with the same data (a shared link opened by many, `/cars` between
 * two changes) is answered with the markup of the last render instead of rendering it again; its
 * data is still read afresh each time, so a change shows on the next request. The minute is an
 * input too: texts relative to now ("5 minutes ago") are never older than a render made in the
 * same minute would be.
 */
export interface RenderMemo {
  get(key: string): string | undefined;
  set(key: string, html: string): void;
}

/** Kept markups: a car page's is about 6–15 KB, so a process keeps a few MB at most. */
export const RENDER_MEMO_ENTRIES = 256;
const MINUTE_MS = 60_000;

/** The most recently used `entries` renders. */
export function createRenderMemo(entries = RENDER_MEMO_ENTRIES): RenderMemo {
  const kept = new Map<string, string>();
  return {
    get(key) {
      const html = kept.get(key);
      if (html !== undefined) {
        // Map keeps insertion order: moving the entry to the end marks it recently used.
        kept.delete(key);
        kept.set(key, html);
      }
      return html;
    },
    set(key, html) {
      kept.delete(key);
      kept.set(key, html);
      if (kept.size > entries) kept.delete(kept.keys().next().value!);
    },
  };
}

export interface RenderInputs {
  /** Path and query, as the router matched them. */
  url: URL;
  language: Language;
  /** Whether the header is a member's whose name is loading (the browser holds credentials). */
  storedSession: boolean;
  /** Every remote's release: which remote's pages an address shows, and with which code. */
  registry: readonly RegistryEntry[];
  /** Holds the page's data, as its prefetch loaded it. */
  queryClient: QueryClient;
  now?: number;
}

/** A digest of everything a render reads (the shell release's is the memo's own, one per release). */
export function renderKey({
  url,
  language,
  storedSession,
  registry,
  queryClient,
  now = Date.now(),
}: RenderInputs): string {
  const hash = createHash('sha256');
  hash.update(
    `${url.pathname}${url.search}\n${language}\n${storedSession}\n${Math.floor(now / MINUTE_MS)}\n`,
  );
  for (const remote of registry) hash.update(`${remote.name}@${remote.releaseId}\n`);
  for (const query of queryClient.getQueryCache().getAll()) {
    // What a render shows of a query is its data: a pending or failed one renders the same each time.
    hash.update(`${query.queryHash}\n${query.state.status}\n`);
    if (query.state.status === 'success') hash.update(`${JSON.stringify(query.state.data)}\n`);
  }
  return hash.digest('base64');
}
