import { queryOptions, useQuery } from '@tanstack/react-query';

/** The team's address (SUPPORT_EMAIL): fixed while the server runs. */
export const supportContactQueryOptions = () =>
  queryOptions({
    queryKey: ['support', 'contact'],
    queryFn: async ({ signal }): Promise<{ email: string }> => {
      // The schema comes with the client, not with the page (ADR 0088).
      const [{ request }, { supportContactSchema }] = await Promise.all([
        import('@carclub/api-client'),
        import('@carclub/contracts'),
      ]);
      return request(supportContactSchema, { url: '/support', signal });
    },
    staleTime: Infinity,
  });

export function useSupportContact() {
  return useQuery(supportContactQueryOptions());
}
