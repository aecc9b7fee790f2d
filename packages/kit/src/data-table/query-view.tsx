import { EmptyState, ErrorState, Skeleton } from '@carclub/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';

export interface QueryViewProps<Data extends { items: readonly unknown[] }> {
  query: UseQueryResult<Data>;
  /** The skeleton's name while the first page loads. */
  loading: string;
  /** The error's title, with "Try again". */
  failed: string;
  /** Shown when the page has no items: an `EmptyState`'s title, or the whole of what to show. */
  empty: ReactNode;
  children: (data: Data) => ReactNode;
}

/** A list's states: loading, failed (with a retry), empty, or its items (`children`). */
export function QueryView<Data extends { items: readonly unknown[] }>({
  query,
  loading,
  failed,
  empty,
  children,
}: QueryViewProps<Data>) {
  if (query.isPending) return <Skeleton label={loading} />;
  if (query.isError) return <ErrorState title={failed} onRetry={() => void query.refetch()} />;
  if (query.data.items.length === 0) {
    return typeof empty === 'string' ? <EmptyState title={empty} /> : empty;
  }
  return children(query.data);
}
