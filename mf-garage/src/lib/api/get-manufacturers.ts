import { referenceItemSchema } from '@carclub/contracts';
import { useQuery } from '@tanstack/react-query';

import { referenceKeys } from './query-keys';
import { referenceQueryOptions } from './reference-query';

export const manufacturersQueryOptions = () =>
  referenceQueryOptions(referenceKeys.manufacturers, '/manufacturers', referenceItemSchema);

export const useManufacturers = () => useQuery(manufacturersQueryOptions());
