import { referenceItemSchema } from '@carclub/contracts';
import { useQuery } from '@tanstack/react-query';

import { referenceKeys } from './query-keys';
import { referenceQueryOptions } from './reference-query';

export const bodyTypesQueryOptions = () =>
  referenceQueryOptions(referenceKeys.bodyTypes, '/body-types', referenceItemSchema);

export const useBodyTypes = () => useQuery(bodyTypesQueryOptions());
