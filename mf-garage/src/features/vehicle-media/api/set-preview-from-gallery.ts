import {
  uploadResponseSchema,
  type PreviewFromGallery,
  type UploadResponse,
} from '@carclub/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { applyMediaChange, refetchIfGone } from './media-cache';
import { mediaPath } from './media-path';

/** PUT /private-transport/:id/preview: a copy of one gallery image becomes the preview. */
export async function setPreviewFromGallery(
  vehicleId: string,
  body: PreviewFromGallery,
): Promise<UploadResponse> {
  const { request } = await import('@carclub/api-client');
  return request(uploadResponseSchema, {
    method: 'PUT',
    url: mediaPath(vehicleId, 'preview'),
    data: body,
  });
}

export function useSetPreviewFromGallery(vehicleId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    onError: (error) => refetchIfGone(queryClient, vehicleId, error),
    mutationFn: (imageId: string) => setPreviewFromGallery(vehicleId, { imageId }),
    // Each success stores a new copy; a retry after a lost answer would only make another.
    retry: false,
    onSuccess: ({ url }) =>
      // The answer names the new file only: until the vehicle is fetched again, the preview shows
      // it without the old one's sizes and variants.
      applyMediaChange(queryClient, vehicleId, (vehicle) => ({
        ...vehicle,
        previewImage: url,
        previewPicture: null,
      })),
  });
}
