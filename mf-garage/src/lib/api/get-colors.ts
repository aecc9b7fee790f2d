import { referenceQueryOptions } from '@carclub/kit';
import { useQuery } from '@tanstack/react-query';

import { useReferenceVersion } from './get-reference-versions';
import { referenceKeys } from './query-keys';

export const colorsQueryOptions = (version: number) =>
  referenceQueryOptions({
    queryKey: referenceKeys.colors(version),
    path: '/colors',
    loadItem: () => import('@carclub/contracts').then(({ colorSchema }) => colorSchema),
    version,
  });

export function useColors() {
  const version = useReferenceVersion('colors');
  return useQuery({ ...colorsQueryOptions(version ?? 0), enabled: version !== undefined });
}
