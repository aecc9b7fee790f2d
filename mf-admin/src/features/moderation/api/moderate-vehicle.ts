import { request } from '@carclub/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';

import { adminKeys } from '../../../lib/api/query-keys';

export type VisibilityAction = 'hide' | 'restore';

/** 204; 409 when another moderator did the same meanwhile, 404 when the car is gone. */
export function moderateVehicle(id: string, action: VisibilityAction, reason: string) {
  return request({
    method: 'POST',
    url: `/admin/vehicles/${encodeURIComponent(id)}/${action}`,
    data: { reason },
  });
}

/**
 * Hides or restores a car; toasts success and reloads the table either way. A failure is for the
 * ReasonDialog to say: a toast would be outside the open modal, unheard by screen readers.
 */
export function useModerateVehicle() {
  const queryClient = useQueryClient();
  const { t } = useTranslation('admin');
  return useMutation({
    mutationFn: ({
      id,
      action,
      reason,
    }: {
      id: string;
      name: string;
      action: VisibilityAction;
      reason: string;
    }) => moderateVehicle(id, action, reason),
    onSuccess: (_data, { action, name }) => {
      toast.success(t(`moderation.${action}.done`, { name }));
    },
    // A 409 means the table is out of date too.
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.vehicles }),
  });
}
