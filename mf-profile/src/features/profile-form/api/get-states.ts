import { stateSchema } from '@carclub/contracts';
import { useQuery } from '@tanstack/react-query';

import { referenceKeys } from '../../../lib/api/query-keys';
import { referenceQueryOptions } from './reference-query';

export const statesQueryOptions = (countryId: string) =>
  referenceQueryOptions(referenceKeys.states(countryId), '/state', stateSchema, { countryId });

/** Spec §7: a country's states, fetched only once a country is chosen. */
export function useStates(countryId: string) {
  return useQuery({ ...statesQueryOptions(countryId), enabled: countryId !== '' });
}
