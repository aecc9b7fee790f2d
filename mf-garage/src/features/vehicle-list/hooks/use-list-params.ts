import { useUrlQuery } from '@carclub/kit';
import { useCallback } from 'react';

import {
  EMPTY_FILTERS,
  parseListParams,
  writeListParams,
  type ListFilters,
  type ListParams,
} from './list-params';

export interface ListParamsControls {
  params: ListParams;
  /** Back to page 1; a new make also clears the model, which belonged to the old one. */
  setFilter: <K extends keyof ListFilters>(name: K, value: ListFilters[K]) => void;
  setPage: (page: number, options?: { replace?: boolean }) => void;
  clearFilters: () => void;
}

/**
 * The list's search, filters and page, kept in the URL so that a reload, back and forward and a
 * shared link show the same list. Each change is a history entry, except `replace` (a correction
 * the user did not ask for, such as leaving a page that no longer exists).
 */
export function useListParams(): ListParamsControls {
  // A parser, not a schema: /cars and a member's garage start without zod (ADR 0088).
  const [params, write] = useUrlQuery(parseListParams);

  const update = useCallback(
    (next: ListParams, replace = false) =>
      // The pages handle focus and scrolling themselves: a filter change keeps the user where
      // they are, a page change moves them to the results.
      write((current) => writeListParams(current, next), { replace, preventScrollReset: true }),
    [write],
  );

  const setFilter = useCallback(
    <K extends keyof ListFilters>(name: K, value: ListFilters[K]) => {
      const next: ListParams = { ...params, [name]: value, page: 1 };
      if (name === 'manufacturer' && value !== params.manufacturer) next.model = null;
      update(next);
    },
    [params, update],
  );

  const setPage = useCallback(
    (page: number, options?: { replace?: boolean }) =>
      update({ ...params, page }, options?.replace),
    [params, update],
  );

  const clearFilters = useCallback(() => update({ ...EMPTY_FILTERS, page: 1 }), [update]);

  return { params, setFilter, setPage, clearFilters };
}
