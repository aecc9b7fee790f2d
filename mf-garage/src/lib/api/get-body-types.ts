import { referenceQueryOptions } from '@carclub/kit';
import { useQuery } from '@tanstack/react-query';

import { useReferenceVersion } from './get-reference-versions';
import { referenceKeys } from './query-keys';

export const bodyTypesQueryOptions = (version: number) =>
  referenceQueryOptions({
    queryKey: referenceKeys.bodyTypes(version),
    path: '/body-types',
    loadItem: () =>
      import('@carclub/contracts').then(({ referenceItemSchema }) => referenceItemSchema),
    version,
  });

export function useBodyTypes() {
  const version = useReferenceVersion('bodyTypes');
  return useQuery({ ...bodyTypesQueryOptions(version ?? 0), enabled: version !== undefined });
}
