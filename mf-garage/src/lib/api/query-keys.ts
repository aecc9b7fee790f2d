import type { VehicleListQuery } from '@carclub/contracts';
import { PUBLIC_QUERY_KEYS } from '@carclub/session';

/**
 * Every cache key of the garage. Spec §4 treats two caches separately: the owner's own vehicles
 * (refreshed at once after a change) and the general vehicles (public browse and pages, only
 * marked stale), so each has one root that a whole family can be invalidated by.
 */
export const vehicleKeys = {
  own: ['private-transport'] as const,
  ownList: (query: Partial<VehicleListQuery>) => ['private-transport', 'list', query] as const,
  ownVehicle: (id: string) => ['private-transport', 'vehicle', id] as const,
  // Shared with mf-profile's member pages: `markPublicViewsStale` (@carclub/session).
  general: PUBLIC_QUERY_KEYS.vehicles,
  publicList: (query: Partial<VehicleListQuery>) => ['vehicles', 'list', query] as const,
  publicVehicle: (nickname: string, slug: string) =>
    ['vehicles', 'page', nickname.toLowerCase(), slug] as const,
};

/**
 * A car's logbook, under the same two roots: the owner's (every entry) with the owner's vehicles,
 * the public's (public entries) with the general vehicles, so a vehicle change refreshes both.
 */
export const logbookKeys = {
  own: (vehicleId: string) => ['private-transport', 'logbook', vehicleId] as const,
  ownPage: (vehicleId: string, page: number) =>
    ['private-transport', 'logbook', vehicleId, 'page', page] as const,
  ownEntry: (vehicleId: string, entryId: string) =>
    ['private-transport', 'logbook', vehicleId, 'entry', entryId] as const,
  ownConsumption: (vehicleId: string) =>
    ['private-transport', 'logbook', vehicleId, 'consumption'] as const,
  publicPage: (nickname: string, slug: string, page: number) =>
    ['vehicles', 'logbook', nickname.toLowerCase(), slug, 'page', page] as const,
  publicEntry: (nickname: string, slug: string, entryId: string) =>
    ['vehicles', 'logbook', nickname.toLowerCase(), slug, 'entry', entryId] as const,
  publicConsumption: (nickname: string, slug: string) =>
    ['vehicles', 'logbook', nickname.toLowerCase(), slug, 'consumption'] as const,
};

/**
 * The lists are kept a day; their version (bumped by every change staff make, ADR 0079) is part of
 * each key, so a changed list is a new key, fetched at once, while an unchanged one stays cached.
 */
export const referenceKeys = {
  versions: ['reference', 'versions'] as const,
  manufacturers: (version: number) => ['reference', 'manufacturers', version] as const,
  models: (manufacturerId: string, version: number) =>
    ['reference', 'models', manufacturerId, version] as const,
  bodyTypes: (version: number) => ['reference', 'body-types', version] as const,
  colors: (version: number) => ['reference', 'colors', version] as const,
};
