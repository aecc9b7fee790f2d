import { uploadResponseSchema, type UploadResponse } from '@carclub/contracts';
import { uploadBody, type UploadProgress } from '@carclub/kit';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { applyMediaChange } from './media-cache';
import { mediaPath } from './media-path';

export const PREVIEW_FIELD = 'file';

/** POST /private-transport/:id/preview: replaces the preview; answers with its URL. */
export async function uploadPreview(
  vehicleId: string,
  file: File,
  onProgress?: UploadProgress,
): Promise<UploadResponse> {
  const { request } = await import('@carclub/api-client');
  return request(uploadResponseSchema, {
    method: 'POST',
    url: mediaPath(vehicleId, 'preview'),
    data: uploadBody(PREVIEW_FIELD, file),
    onUploadProgress: (event) => onProgress?.(event.loaded, event.total ?? file.size),
  });
}

export function useUploadPreview(vehicleId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, onProgress }: { file: File; onProgress?: UploadProgress }) =>
      uploadPreview(vehicleId, file, onProgress),
    // An upload is not idempotent and may be large: one failure is reported, never re-sent.
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
