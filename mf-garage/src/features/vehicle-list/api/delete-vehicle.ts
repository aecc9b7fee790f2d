import { markPublicViewsStale } from '@carclub/session';
import { isApiError } from '@carclub/api-client/is-api-error';
import { toast, ToastMessage } from '@carclub/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { createElement } from 'react';
import { useTranslation } from 'react-i18next';

import { vehicleKeys } from '../../../lib/api/query-keys';

/** 204 when gone; 403 for someone else's vehicle, 404 for one that no longer exists. */
export async function deleteVehicle(id: string): Promise<void> {
  const { request } = await import('@carclub/api-client');
  return request({ method: 'DELETE', url: `/private-transport/${encodeURIComponent(id)}` });
}

export interface VehicleToDelete {
  id: string;
  name: string;
}

/** Spec §8: an API failure shows its own mapped message, anything else the generic one. */
export function deleteFailureMessage(error: unknown, t: TFunction<'garage'>): string {
  return isApiError(error) ? error.message : t('errors.unknown_error', { ns: 'common' });
}

/**
 * Deletes one of the user's vehicles. Spec §4: on success the own-vehicles cache is refetched
 * (the mutation settles only once the list is fresh, so the card and the dialog go together) and
 * the general one is only marked stale: browse lists and public pages are not on screen now and
 * reload when next shown. Failures are toasted and rejected again for the caller (spec §8).
 */
export function useDeleteVehicle() {
  const queryClient = useQueryClient();
  const { t } = useTranslation('garage');
  return useMutation({
    mutationFn: (vehicle: VehicleToDelete) => deleteVehicle(vehicle.id),
    onSuccess: async (_data, vehicle) => {
      toast.success(
        createElement(ToastMessage, {
          title: t('list.delete.successTitle'),
          description: t('list.delete.successDescription', { name: vehicle.name }),
        }),
      );
      // The edit page must not show a deleted car from memory.
      queryClient.removeQueries({ queryKey: vehicleKeys.ownVehicle(vehicle.id) });
      void markPublicViewsStale(queryClient);
      await queryClient.invalidateQueries({ queryKey: vehicleKeys.own });
    },
    onError: (error) => {
      toast.error(deleteFailureMessage(error, t));
      // Already gone (deleted in another tab): the list must stop showing it.
      if (isApiError(error) && error.status === 404) {
        void queryClient.invalidateQueries({ queryKey: vehicleKeys.own });
      }
    },
  });
}
