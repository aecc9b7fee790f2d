import { profileAnalyticsSchema, type ProfileAnalytics } from '@carclub/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { analyticsKeys } from '../../../lib/api/query-keys';

/** The member's cars, newest first, with their page views per day, in total and while for sale. */
export async function getProfileAnalytics(signal?: AbortSignal): Promise<ProfileAnalytics> {
  const { request } = await import('@carclub/api-client');
  return request(profileAnalyticsSchema, { url: '/profile/analytics', signal });
}

export const profileAnalyticsQueryOptions = () =>
  queryOptions({
    queryKey: analyticsKeys.vehicles,
    queryFn: ({ signal }) => getProfileAnalytics(signal),
  });

export function useProfileAnalytics() {
  return useQuery(profileAnalyticsQueryOptions());
}
