import type { QueryClient } from '@tanstack/react-query';

import { manufacturersQueryOptions } from '../../lib/api/get-manufacturers';
import { modelsQueryOptions } from '../../lib/api/get-models';
import { referenceVersionsQueryOptions } from '../../lib/api/get-reference-versions';
import { publicVehiclesQueryOptions } from './api/get-public-vehicles';
import { parseListParams, toListQuery } from './hooks/list-params';

/**
 * `/cars` as the server renders it: the calls useVehicleList makes on its first render, in its
 * order and with its rule (a make or model the lists do not know is dropped), so the browser
 * hydrates the very cards and filters the server wrote.
 */
export async function prefetchPublicList(
  queryClient: QueryClient,
  searchParams: URLSearchParams,
): Promise<void> {
  const params = parseListParams(searchParams);
  const versions = await queryClient.fetchQuery(referenceVersionsQueryOptions());
  const manufacturers = await queryClient.fetchQuery(
    manufacturersQueryOptions(versions.manufacturers),
  );
  const manufacturer = manufacturers.some(({ id }) => id === params.manufacturer)
    ? params.manufacturer
    : null;
  let model: string | null = null;
  if (manufacturer !== null) {
    const models = await queryClient.fetchQuery(modelsQueryOptions(manufacturer, versions.models));
    model = models.some(({ id }) => id === params.model) ? params.model : null;
  }
  await queryClient.fetchQuery(
    publicVehiclesQueryOptions(toListQuery({ ...params, manufacturer, model })),
  );
}
