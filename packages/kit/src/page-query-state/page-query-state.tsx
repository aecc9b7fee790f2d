import { isApiError } from '@carclub/api-client/is-api-error';
import { ErrorState, Skeleton } from '@carclub/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';

/**
 * What a page shows while its one thing (a post, a logbook entry) is not there to draw: its own
 * not-found state for a 404 (or a 400: an address no such thing can have), a failure with "Try
 * again", else a skeleton while it loads.
 */
export function PageQueryState({
  query,
  notFound,
  loadFailed,
}: {
  query: Pick<UseQueryResult<unknown>, 'error' | 'isError' | 'isFetching' | 'refetch'>;
  notFound: ReactNode;
  /** The failure's title, in the reader's language. */
  loadFailed: string;
}) {
  const { error } = query;
  if (isApiError(error) && (error.status === 404 || error.status === 400)) return <>{notFound}</>;
  if (query.isError && error) {
    return (
      <ErrorState
        title={loadFailed}
        message={error.message}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  return <Skeleton lines={8} />;
}
