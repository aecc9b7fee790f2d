import { referenceQueryOptions } from '@carclub/kit';
import { useQuery } from '@tanstack/react-query';

import { useReferenceVersion, type ReferenceVersionsReader } from './get-reference-versions';
import { referenceKeys } from './query-keys';

export const manufacturersQueryOptions = (version: number) =>
  referenceQueryOptions({
    queryKey: referenceKeys.manufacturers(version),
    path: '/manufacturers',
    loadItem: () =>
      import('@carclub/contracts').then(({ referenceItemSchema }) => referenceItemSchema),
    version,
  });

export function useManufacturers(reader?: ReferenceVersionsReader) {
  const version = useReferenceVersion('manufacturers', reader);
  return useQuery({
    ...manufacturersQueryOptions(version ?? 0),
    enabled: version !== undefined,
  });
}
