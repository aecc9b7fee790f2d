import { queryOptions, useQuery } from '@tanstack/react-query';

/**
 * Whether a reset link can still set a password, asked as its page opens; spends nothing. 204 when
 * it works, 410 when it has expired, 400 when it is unknown, malformed or already used.
 */
export async function checkResetLink(token: string): Promise<null> {
  const { request } = await import('@carclub/api-client');
  await request({ method: 'POST', url: '/auth/reset-password/check', data: { token } });
  return null;
}

export const resetLinkQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['auth', 'reset-link', token],
    queryFn: () => checkResetLink(token),
    // Its answer only changes when the link is used, which this page does itself.
    retry: false,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });

export function useResetLinkCheck(token: string) {
  return useQuery({ ...resetLinkQueryOptions(token), enabled: token !== '' });
}
