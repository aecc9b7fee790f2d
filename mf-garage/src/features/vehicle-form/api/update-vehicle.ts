import { vehicleSchema, type Vehicle, type VehicleUpdate } from '@carclub/contracts';
import {
  mutationOptions,
  useMutation,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';

import { afterVehicleSaved } from './vehicle-caches';

export interface UpdateVehicleVariables {
  id: string;
  payload: VehicleUpdate;
}

/**
 * PATCH with the whole base-information form (ADR 0028, vehicle edits); answers with the saved
 * vehicle. 403 for someone else's vehicle, 404 for one that is gone, 400 lists field errors.
 */
export async function updateVehicle({ id, payload }: UpdateVehicleVariables): Promise<Vehicle> {
  const { request } = await import('@carclub/api-client');
  return request(vehicleSchema, {
    method: 'PATCH',
    url: `/private-transport/${encodeURIComponent(id)}`,
    data: payload,
  });
}

// Sending the same whole form again gives the same result, so the site's retry defaults apply.
export const updateVehicleMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: updateVehicle,
    onSuccess: (vehicle) => afterVehicleSaved(queryClient, vehicle),
  });

export function useUpdateVehicle() {
  const queryClient = useQueryClient();
  return useMutation(updateVehicleMutationOptions(queryClient));
}
