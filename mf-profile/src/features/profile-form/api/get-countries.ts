import { countrySchema } from '@carclub/contracts';
import { referenceQueryOptions } from '@carclub/kit';
import { useQuery } from '@tanstack/react-query';

import { referenceKeys } from '../../../lib/api/query-keys';

/** Countries have no version: staff do not edit them, so the day-long cache is the whole story. */
export const countriesQueryOptions = () =>
  referenceQueryOptions({
    queryKey: referenceKeys.countries,
    path: '/country',
    loadItem: async () => countrySchema,
  });

/** Every country, with the ISO code the phone and postal-code rules need. */
export function useCountries() {
  return useQuery(countriesQueryOptions());
}
