import { vehicleGallerySchema, type VehicleImage } from '@carclub/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { applyMediaChange } from './media-cache';
import { mediaPath, uploadBody, type UploadProgress } from './upload-body';

export const GALLERY_FIELD = 'files';

/**
 * POST /private-transport/:id/gallery with one file: one request per file gives each its own
 * honest progress, while the API's locked count still decides the 20-image limit. Answers with
 * the whole gallery, first to last.
 */
export async function uploadGalleryImage(
  vehicleId: string,
  file: File,
  onProgress?: UploadProgress,
): Promise<VehicleImage[]> {
  const { request } = await import('@carclub/api-client');
  const gallery = await request(vehicleGallerySchema, {
    method: 'POST',
    url: mediaPath(vehicleId, 'gallery'),
    data: uploadBody(GALLERY_FIELD, file),
    onUploadProgress: (event) => onProgress?.(event.loaded, event.total ?? file.size),
  });
  return gallery.images;
}

export function useUploadGalleryImage(vehicleId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, onProgress }: { file: File; onProgress?: UploadProgress }) =>
      uploadGalleryImage(vehicleId, file, onProgress),
    retry: false,
    onSuccess: (gallery) =>
      applyMediaChange(queryClient, vehicleId, (vehicle) => ({ ...vehicle, gallery })),
  });
}
