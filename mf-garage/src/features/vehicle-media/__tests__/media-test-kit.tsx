import type { Vehicle, VehicleImage } from '@carclub/contracts';
import { i18n } from '@carclub/i18n';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { Toaster } from 'react-hot-toast';
import { I18nextProvider } from 'react-i18next';

import { vehicleKeys } from '../../../lib/api/query-keys';
import { vehicle } from '../../../test-utils/vehicle-fixtures';
import { VehicleMedia } from '../components/vehicle-media';

export const VEHICLE_ID = '3f1c9a52-7d1e-4c0b-9a51-1f2e3d4c5b6a';

export function galleryOf(count: number, from = 1): VehicleImage[] {
  return Array.from({ length: count }, (_, index) => {
    const file = `/media/vehicles/${VEHICLE_ID}/photo-${from + index}`;
    return {
      id: `img-${from + index}`,
      url: `${file}.webp`,
      cardUrl: `${file}.card.webp`,
      width: 1600,
      height: 1000,
      variants: [
        { url: `${file}.640w.webp`, width: 640 },
        { url: `${file}.1280w.webp`, width: 1280 },
        { url: `${file}.webp`, width: 1600 },
      ],
    };
  });
}

/** The form tests' vehicle under this kit's id (the tab reads its name, preview and gallery). */
export function makeVehicle(overrides: Partial<Vehicle> = {}): Vehicle {
  return vehicle({ id: VEHICLE_ID, ...overrides });
}

export const OWN_LIST_KEY = vehicleKeys.ownList({ page: 1 });
export const PUBLIC_LIST_KEY = vehicleKeys.publicList({ page: 1 });

/**
 * The media tab as the edit page shows it: the vehicle already in the cache (fresh for 60 s, as
 * the app's defaults), with an owner's list and a public list cached beside it.
 */
export function renderMedia(vehicle: Vehicle = makeVehicle()) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: 60_000 }, mutations: { retry: false } },
  });
  queryClient.setQueryData(vehicleKeys.ownVehicle(vehicle.id), vehicle);
  queryClient.setQueryData(OWN_LIST_KEY, { items: [] });
  queryClient.setQueryData(PUBLIC_LIST_KEY, { items: [] });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <VehicleMedia vehicle={vehicle} />
        <Toaster />
      </I18nextProvider>
    </QueryClientProvider>,
  );
  const cached = () => queryClient.getQueryData<Vehicle>(vehicleKeys.ownVehicle(vehicle.id));
  const invalidated = (key: readonly unknown[]) =>
    queryClient.getQueryState(key)?.isInvalidated ?? false;
  return { ...view, queryClient, cached, invalidated };
}

export { deferred, file, MB, sentFile } from '@carclub/testing/media';
