import type { QueryClient } from '@tanstack/react-query';

import { supportContactQueryOptions } from './api/get-support-contact';

/** `/support` as the server renders it: with the team's address already in the page. */
export async function prefetchSupportPage(queryClient: QueryClient): Promise<void> {
  await queryClient.prefetchQuery(supportContactQueryOptions());
}
