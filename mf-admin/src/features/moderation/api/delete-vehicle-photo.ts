import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@carclub/ui';
import { useTranslation } from 'react-i18next';

import { adminKeys } from '../../../lib/api/query-keys';

/** 204; 404 when the photo or the car is gone. A POST, since it carries the reason. */
export async function deleteVehiclePhoto(vehicleId: string, imageId: string, reason: string) {
  const { request } = await import('@carclub/api-client');
  return request({
    method: 'POST',
    url: `/admin/vehicles/${encodeURIComponent(vehicleId)}/photos/${encodeURIComponent(imageId)}/delete`,
    data: { reason },
  });
}

export function useDeleteVehiclePhoto(vehicleId: string) {
  const queryClient = useQueryClient();
  const { t } = useTranslation('admin');
  return useMutation({
    mutationFn: ({ imageId, reason }: { imageId: string; reason: string }) =>
      deleteVehiclePhoto(vehicleId, imageId, reason),
    onSuccess: () => {
      toast.success(t('moderation.photos.deleted'));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.vehicles }),
  });
}
