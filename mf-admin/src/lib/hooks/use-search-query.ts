import { useCallback, useMemo } from 'react';
import { useSearchParams } from '@carclub/router';
import type { z } from 'zod';

/**
 * A table's filters and page, kept in the URL (a link or a reload shows the same rows). What the
 * schema refuses falls back to its defaults instead of an error page: the URL is anyone's to edit.
 */
export function useSearchQuery<S extends z.ZodType<object>>(schema: S) {
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => {
    const parsed = schema.safeParse(Object.fromEntries(params));
    return parsed.success ? parsed.data : schema.parse({});
  }, [params, schema]);

  /** Changes some filters; any change but the page itself goes back to page 1. */
  const update = useCallback(
    (changes: Record<string, string | number | undefined>) => {
      setParams((current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === undefined || value === '') next.delete(key);
          else next.set(key, String(value));
        }
        if (!('page' in changes)) next.delete('page');
        return next;
      });
    },
    [setParams],
  );
  return [query, update] as const;
}
