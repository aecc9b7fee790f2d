import { colorSchema } from '@carclub/contracts';
import { useQuery } from '@tanstack/react-query';

import { referenceKeys } from './query-keys';
import { referenceQueryOptions } from './reference-query';

export const colorsQueryOptions = () =>
  referenceQueryOptions(referenceKeys.colors, '/colors', colorSchema);

export const useColors = () => useQuery(colorsQueryOptions());
