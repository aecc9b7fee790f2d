import { type OpenReportsEvent, openReportsEventSchema } from '@carclub/contracts';
import { OPEN_REPORTS_QUERY_KEY } from '@carclub/session';
import { useQuery } from '@tanstack/react-query';

export async function getOpenReports(signal?: AbortSignal): Promise<OpenReportsEvent> {
  const { request } = await import('@carclub/api-client');
  return request(openReportsEventSchema, { url: '/admin/reports/open-count', signal });
}

/**
 * The number of open reports for the navigation: fetched once, then kept live by the shell, which
 * writes each `reports` event of the notification stream under the same key (ADR 0125).
 */
export function useOpenReports(enabled: boolean) {
  return useQuery({
    queryKey: OPEN_REPORTS_QUERY_KEY,
    queryFn: ({ signal }) => getOpenReports(signal),
    enabled,
  });
}
