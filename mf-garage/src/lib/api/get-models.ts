import { vehicleModelSchema } from '@carclub/contracts';
import { useQuery } from '@tanstack/react-query';

import { referenceKeys } from './query-keys';
import { referenceQueryOptions } from './reference-query';

export const modelsQueryOptions = (manufacturerId: string) =>
  referenceQueryOptions(referenceKeys.models(manufacturerId), '/models', vehicleModelSchema, {
    manufacturerId,
  });

/** Models of one manufacturer; nothing is fetched until a manufacturer is chosen. */
export function useModels(manufacturerId: string | null | undefined) {
  return useQuery({
    ...modelsQueryOptions(manufacturerId ?? ''),
    enabled: Boolean(manufacturerId),
  });
}
