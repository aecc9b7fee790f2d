import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@carclub/ui';
import { useTranslation } from 'react-i18next';

import { adminKeys } from '../../../lib/api/query-keys';

/** 204; 404 when the car has no preview (deleted meanwhile). A POST, since it carries the reason. */
export async function deleteVehiclePreview(vehicleId: string, reason: string) {
  const { request } = await import('@carclub/api-client');
  return request({
    method: 'POST',
    url: `/admin/vehicles/${encodeURIComponent(vehicleId)}/preview/delete`,
    data: { reason },
  });
}

export function useDeleteVehiclePreview(vehicleId: string) {
  const queryClient = useQueryClient();
  const { t } = useTranslation('admin');
  return useMutation({
    mutationFn: (reason: string) => deleteVehiclePreview(vehicleId, reason),
    onSuccess: () => {
      toast.success(t('moderation.photos.deleted'));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.vehicles }),
  });
}
