import { countrySchema } from '@carclub/contracts';
import { useQuery } from '@tanstack/react-query';

import { referenceKeys } from '../../../lib/api/query-keys';
import { referenceQueryOptions } from './reference-query';

export const countriesQueryOptions = () =>
  referenceQueryOptions(referenceKeys.countries, '/country', countrySchema);

/** Every country, with the ISO code the phone and postal-code rules need. */
export function useCountries() {
  return useQuery(countriesQueryOptions());
}
