import { createQueryClient, PUBLIC_QUERY_KEYS } from '@carclub/session';

import { vehicleKeys } from '../../../lib/api/query-keys';
import { vehicle } from '../../../test-utils/vehicle-fixtures';
import { afterVehicleSaved } from '../api/vehicle-caches';

describe('afterVehicleSaved', () => {
  it("marks every public view of the car stale: its page, the lists and its owner's member page", async () => {
    const queryClient = createQueryClient();
    const saved = vehicle({ name: 'Red Thunder' });
    // What mf-profile's member page keeps (the member and their garage), and mf-garage's own.
    const memberGarage = PUBLIC_QUERY_KEYS.memberVehicles(saved.ownerNickname, 1);
    const member = PUBLIC_QUERY_KEYS.member(saved.ownerNickname);
    const carPage = vehicleKeys.publicVehicle(saved.ownerNickname, saved.slug);
    for (const key of [memberGarage, member, carPage]) queryClient.setQueryData(key, { old: true });

    await afterVehicleSaved(queryClient, saved);

    for (const key of [memberGarage, member, carPage]) {
      expect(queryClient.getQueryState(key)?.isInvalidated).toBe(true);
    }
    expect(queryClient.getQueryData(vehicleKeys.ownVehicle(saved.id))).toEqual(saved);
  });
});
