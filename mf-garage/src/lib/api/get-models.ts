import { referenceQueryOptions } from '@carclub/kit';
import { useQuery } from '@tanstack/react-query';

import { useReferenceVersion, type ReferenceVersionsReader } from './get-reference-versions';
import { referenceKeys } from './query-keys';

export const modelsQueryOptions = (manufacturerId: string, version: number) =>
  referenceQueryOptions({
    queryKey: referenceKeys.models(manufacturerId, version),
    path: '/models',
    loadItem: () =>
      import('@carclub/contracts').then(({ vehicleModelSchema }) => vehicleModelSchema),
    version,
    params: { manufacturerId },
  });

/** Models of one manufacturer; nothing is fetched until a manufacturer is chosen. */
export function useModels(
  manufacturerId: string | null | undefined,
  reader?: ReferenceVersionsReader,
) {
  const version = useReferenceVersion('models', reader);
  return useQuery({
    ...modelsQueryOptions(manufacturerId ?? '', version ?? 0),
    enabled: Boolean(manufacturerId) && version !== undefined,
  });
}
