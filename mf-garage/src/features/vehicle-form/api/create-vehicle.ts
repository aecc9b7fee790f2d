import { vehicleSchema, type Vehicle, type VehicleCreate } from '@carclub/contracts';
import {
  mutationOptions,
  useMutation,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';

import { afterVehicleSaved } from './vehicle-caches';

/** 201 with the stored vehicle; 400 lists field errors (unknown references included). */
export async function createVehicle(payload: VehicleCreate): Promise<Vehicle> {
  const { request } = await import('@carclub/api-client');
  return request(vehicleSchema, { method: 'POST', url: '/private-transport', data: payload });
}

export const createVehicleMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: createVehicle,
    // A POST is not idempotent: a retry after a lost answer would add the car twice.
    retry: false,
    onSuccess: (vehicle) => afterVehicleSaved(queryClient, vehicle),
  });

export function useCreateVehicle() {
  const queryClient = useQueryClient();
  return useMutation(createVehicleMutationOptions(queryClient));
}
