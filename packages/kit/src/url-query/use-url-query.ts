import { useSearchParams } from '@carclub/router';
import { useCallback, useMemo } from 'react';
import type { z } from 'zod';

/**
 * Reads a list's state from its query string without zod, for a public page that must start
 * without it (ADR 0088). Like a schema, it never throws: what it cannot read falls back.
 */
export type UrlQueryParser<T> = (params: URLSearchParams) => T;

/** A change of some parameters; `undefined` or '' takes one out of the address. */
export type UrlQueryChanges = Record<string, string | number | undefined>;

/** The whole address's query from the current one, for a list that writes its own (in order). */
export type UrlQueryWriter = (current: URLSearchParams) => URLSearchParams;

export interface UrlQueryUpdateOptions {
  /** A correction the user did not ask for (a page that no longer exists): no history entry. */
  replace?: boolean;
  /** The list handles focus and scrolling itself (the router's own: back to the top). */
  preventScrollReset?: boolean;
  /**
   * At once, not as a transition: a search whose pause ends right after a filter changed must
   * start from the new filter, which a table still drawn with the old one would not know.
   */
  flushSync?: boolean;
}

/**
 * The entries a schema accepts: a value it refuses is dropped, so a hand-edited link with one bad
 * filter keeps the others; when the rest still fails, the schema's defaults.
 */
function parseEntries<T>(schema: z.ZodType<T>, params: URLSearchParams): T {
  const entries: Record<string, string> = Object.fromEntries(params);
  const parsed = schema.safeParse(entries);
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues) {
    const [key] = issue.path;
    if (typeof key === 'string') Reflect.deleteProperty(entries, key);
  }
  const retried = schema.safeParse(entries);
  return retried.success ? retried.data : schema.parse({});
}

function withChanges(current: URLSearchParams, changes: UrlQueryChanges): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const [key, value] of Object.entries(changes)) {
    if (value === undefined || value === '') next.delete(key);
    else next.set(key, String(value));
  }
  if (!('page' in changes)) next.delete('page');
  return next;
}

/**
 * A list's filters, search and page, kept in the URL: a reload, back and forward and a shared
 * link show the same rows. `schema` is a zod object schema with a default for every field, or, on
 * a public page, a parser function. `update` changes some parameters; any change but the page
 * itself goes back to page 1, as the old page may not exist any more. Parameters the list does not
 * know (a campaign's `utm_source`) stay. A list with its own way of writing passes a writer.
 */
export function useUrlQuery<T>(schema: z.ZodType<T> | UrlQueryParser<T>) {
  const [params, setParams] = useSearchParams();
  const query = useMemo(
    () => (typeof schema === 'function' ? schema(params) : parseEntries(schema, params)),
    [params, schema],
  );

  const update = useCallback(
    (changes: UrlQueryChanges | UrlQueryWriter, options: UrlQueryUpdateOptions = {}) => {
      const next = typeof changes === 'function' ? changes(params) : withChanges(params, changes);
      // The same list again (a search that only differs in spaces) adds no history entry.
      if (next.toString() === params.toString()) return;
      setParams(next, options);
    },
    [params, setParams],
  );
  return [query, update] as const;
}
