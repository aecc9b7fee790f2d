import { stateSchema } from '@carclub/contracts';
import { referenceQueryOptions } from '@carclub/kit';
import { useQuery } from '@tanstack/react-query';

import { referenceKeys } from '../../../lib/api/query-keys';

export const statesQueryOptions = (countryId: string) =>
  referenceQueryOptions({
    queryKey: referenceKeys.states(countryId),
    path: '/state',
    loadItem: async () => stateSchema,
    params: { countryId },
  });

/** Spec §7: a country's states, fetched only once a country is chosen. */
export function useStates(countryId: string) {
  return useQuery({ ...statesQueryOptions(countryId), enabled: countryId !== '' });
}
