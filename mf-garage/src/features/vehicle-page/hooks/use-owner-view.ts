import type { PublicVehicle } from '@carclub/contracts';
import { useCurrentUser } from '@carclub/session';
import { useQuery } from '@tanstack/react-query';

import { ownLogbookQueryOptions } from '../../../lib/api/get-own-logbook';

/** Whether the signed-in viewer owns the car: nicknames are unique ignoring case, and the public page does not carry the owner's account id. */
export function useViewerIsOwner(vehicle: PublicVehicle): boolean {
  const { data: user } = useCurrentUser();
  return user?.nickname.toLowerCase() === vehicle.owner.nickname.toLowerCase();
}

/**
 * How many entries the car's logbook holds for this viewer: the public ones (the car's count),
 * and for its owner their private ones too, as their logbook tab lists them (the total of their
 * list's first page, which the tab shares).
 */
export function useLogbookCount(vehicle: PublicVehicle): number {
  const viewerIsOwner = useViewerIsOwner(vehicle);
  const own = useQuery({ ...ownLogbookQueryOptions(vehicle.id, 1), enabled: viewerIsOwner });
  return viewerIsOwner && own.data ? own.data.total : vehicle.logbookEntriesCount;
}
