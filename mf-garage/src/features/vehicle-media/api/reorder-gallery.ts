import { vehicleGallerySchema, type GalleryOrder, type VehicleImage } from '@carclub/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { applyMediaChange } from './media-cache';
import { mediaPath } from './upload-body';

/** PUT /private-transport/:id/gallery/order: every image id, first to last; answers the gallery. */
export async function reorderGallery(
  vehicleId: string,
  order: GalleryOrder,
): Promise<VehicleImage[]> {
  const { request } = await import('@carclub/api-client');
  const gallery = await request(vehicleGallerySchema, {
    method: 'PUT',
    url: mediaPath(vehicleId, 'gallery/order'),
    data: order,
  });
  return gallery.images;
}

export function useReorderGallery(vehicleId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (imageIds: string[]) => reorderGallery(vehicleId, { imageIds }),
    // The user sees the new order at once; a late retry could undo a move made meanwhile.
    retry: false,
    onSuccess: (gallery) =>
      applyMediaChange(queryClient, vehicleId, (vehicle) => ({ ...vehicle, gallery })),
  });
}
