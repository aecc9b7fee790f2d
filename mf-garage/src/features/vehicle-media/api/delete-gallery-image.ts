import { useMutation, useQueryClient } from '@tanstack/react-query';

import { applyMediaChange, refetchIfGone } from './media-cache';
import { mediaPath } from './upload-body';

/** DELETE /private-transport/:id/gallery/:imageId (204); the images after it move up. */
export async function deleteGalleryImage(vehicleId: string, imageId: string): Promise<void> {
  const { request } = await import('@carclub/api-client');
  return request({
    method: 'DELETE',
    url: mediaPath(vehicleId, `gallery/${encodeURIComponent(imageId)}`),
  });
}

export function useDeleteGalleryImage(vehicleId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    onError: (error) => refetchIfGone(queryClient, vehicleId, error),
    mutationFn: (imageId: string) => deleteGalleryImage(vehicleId, imageId),
    onSuccess: (_nothing, imageId) =>
      applyMediaChange(queryClient, vehicleId, (vehicle) => ({
        ...vehicle,
        gallery: vehicle.gallery.filter((image) => image.id !== imageId),
      })),
  });
}
