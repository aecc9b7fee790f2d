import type { UnsubscribeCheck } from '@carclub/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

/**
 * What an unsubscribe link would switch off, asked as its page opens; changes nothing. 200 {kind,
 * emailOn}; 400 for a link that is malformed, forged or whose account is gone.
 */
export async function checkUnsubscribeLink(token: string): Promise<UnsubscribeCheck> {
  const [{ request }, { unsubscribeCheckSchema }] = await Promise.all([
    import('@carclub/api-client'),
    import('@carclub/contracts'),
  ]);
  return request(unsubscribeCheckSchema, {
    method: 'POST',
    url: '/notifications/unsubscribe/check',
    data: { token },
  });
}

export const unsubscribeLinkQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['notifications', 'unsubscribe-link', token],
    queryFn: () => checkUnsubscribeLink(token),
    retry: false,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });

export function useUnsubscribeLinkCheck(token: string) {
  return useQuery({ ...unsubscribeLinkQueryOptions(token), enabled: token !== '' });
}
