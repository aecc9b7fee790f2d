import { useQuery } from '@tanstack/react-query';

import { useManufacturers } from '../../../lib/api/get-manufacturers';
import { useModels } from '../../../lib/api/get-models';
import { ownVehiclesQueryOptions } from '../api/get-own-vehicles';
import { publicVehiclesQueryOptions } from '../api/get-public-vehicles';
import { toListQuery, type ListParams } from './list-params';

/** Whose vehicles a list shows: the signed-in user's (`/my/cars`) or everyone's (`/cars`). */
export type ListScope = 'own' | 'public';

const isListed = (items: ReadonlyArray<{ id: string }> | undefined, id: string) =>
  items === undefined || items.some((item) => item.id === id);

/**
 * The list the URL asks for. A make or model id the reference lists do not know (an old or
 * hand-edited link) is dropped once those lists have loaded, like any other unusable value, so
 * the page never filters by something its selects cannot show; so is a model of another make.
 */
export function useVehicleList(scope: ListScope, params: ListParams) {
  const manufacturers = useManufacturers('filters');
  const manufacturer =
    params.manufacturer !== null && isListed(manufacturers.data, params.manufacturer)
      ? params.manufacturer
      : null;
  const models = useModels(manufacturer, 'filters');
  const model =
    manufacturer !== null && params.model !== null && isListed(models.data, params.model)
      ? params.model
      : null;

  const effective: ListParams = { ...params, manufacturer, model };
  const query = toListQuery(effective);
  // Both observers exist so the hooks run in a fixed order; only the scope's one fetches.
  const ownList = useQuery({ ...ownVehiclesQueryOptions(query), enabled: scope === 'own' });
  const publicList = useQuery({
    ...publicVehiclesQueryOptions(query),
    enabled: scope === 'public',
  });

  return {
    params: effective,
    list: scope === 'own' ? ownList : publicList,
    manufacturers: manufacturers.data,
    models: manufacturer === null ? undefined : models.data,
    modelsLoading: manufacturer !== null && models.isPending,
  };
}
