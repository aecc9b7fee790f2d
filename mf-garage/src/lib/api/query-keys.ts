import type { VehicleListQuery } from '@carclub/contracts';

/**
 * Every cache key of the garage. Spec §4 treats two caches separately: the owner's own vehicles
 * (refreshed at once after a change) and the general vehicles (public browse and pages, only
 * marked stale), so each has one root that a whole family can be invalidated by.
 */
export const vehicleKeys = {
  own: ['private-transport'] as const,
  ownList: (query: Partial<VehicleListQuery>) => ['private-transport', 'list', query] as const,
  ownVehicle: (id: string) => ['private-transport', 'vehicle', id] as const,
  general: ['vehicles'] as const,
  publicList: (query: Partial<VehicleListQuery>) => ['vehicles', 'list', query] as const,
  publicVehicle: (nickname: string, slug: string) =>
    ['vehicles', 'page', nickname.toLowerCase(), slug] as const,
};

export const referenceKeys = {
  manufacturers: ['reference', 'manufacturers'] as const,
  models: (manufacturerId: string) => ['reference', 'models', manufacturerId] as const,
  bodyTypes: ['reference', 'body-types'] as const,
  colors: ['reference', 'colors'] as const,
};
