import { useQuery } from '@tanstack/react-query';

import { useReferenceVersion } from './get-reference-versions';
import { referenceKeys } from './query-keys';
import { referenceQueryOptions } from './reference-query';

export const colorsQueryOptions = (version: number) =>
  referenceQueryOptions(
    referenceKeys.colors(version),
    '/colors',
    () => import('@carclub/contracts').then(({ colorSchema }) => colorSchema),
    version,
  );

export function useColors() {
  const version = useReferenceVersion('colors');
  return useQuery({ ...colorsQueryOptions(version ?? 0), enabled: version !== undefined });
}
