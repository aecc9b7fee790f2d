import { useQuery } from '@tanstack/react-query';

import { useReferenceVersion } from './get-reference-versions';
import { referenceKeys } from './query-keys';
import { referenceQueryOptions } from './reference-query';

export const bodyTypesQueryOptions = (version: number) =>
  referenceQueryOptions(
    referenceKeys.bodyTypes(version),
    '/body-types',
    () => import('@carclub/contracts').then(({ referenceItemSchema }) => referenceItemSchema),
    version,
  );

export function useBodyTypes() {
  const version = useReferenceVersion('bodyTypes');
  return useQuery({ ...bodyTypesQueryOptions(version ?? 0), enabled: version !== undefined });
}
