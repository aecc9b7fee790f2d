import { isApiError } from '@carclub/api-client/is-api-error';
import { vehicleGallerySchema, type VehicleImage } from '@carclub/contracts';
import {
  useMutation,
  useQueryClient,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';

import { uploadBody, type UploadProgress } from './upload-body';

export const GALLERY_FIELD = 'files';

/**
 * One ordered list of photos the API keeps behind the gallery's payloads (a car's gallery, a
 * logbook entry's photos, ADR 0093): where it is, and where the owner's copy of what holds it is
 * cached.
 */
export interface PhotoGalleryTarget {
  /** The API's address: POST adds (multipart `files`), PUT `…/order` reorders, DELETE `…/{id}`. */
  path: string;
  /** The cached owner's copy of what holds the photos; a 404 fetches it again. */
  queryKey: QueryKey;
  /** Its field that lists them, first to last. */
  field: string;
  /** What else shows the photos, refreshed or marked stale after each change. */
  afterChange: (queryClient: QueryClient) => void;
}

/** The photos `change` gives, put in the cached holder at once (from the API's answer). */
export function applyPhotoChange(
  queryClient: QueryClient,
  target: PhotoGalleryTarget,
  change: (images: VehicleImage[]) => VehicleImage[],
): void {
  queryClient.setQueryData<Record<string, unknown>>(target.queryKey, (holder) =>
    holder ? { ...holder, [target.field]: change(holder[target.field] as VehicleImage[]) } : holder,
  );
  target.afterChange(queryClient);
}

/** A 404 means the photo (or what held it) went away elsewhere: fetch what is there now. */
export function refetchIfGone(
  queryClient: QueryClient,
  target: PhotoGalleryTarget,
  error: unknown,
): void {
  if (isApiError(error) && error.status === 404) {
    void queryClient.invalidateQueries({ queryKey: target.queryKey });
  }
}

/**
 * POST with one file: one request per file gives each its own honest progress, while the API's
 * locked count still decides the 20-photo limit. Answers with all the photos, first to last.
 */
export async function uploadPhoto(
  path: string,
  file: File,
  onProgress?: UploadProgress,
): Promise<VehicleImage[]> {
  const { request } = await import('@carclub/api-client');
  const gallery = await request(vehicleGallerySchema, {
    method: 'POST',
    url: path,
    data: uploadBody(GALLERY_FIELD, file),
    onUploadProgress: (event) => onProgress?.(event.loaded, event.total ?? file.size),
  });
  return gallery.images;
}

export function useUploadPhoto(target: PhotoGalleryTarget) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, onProgress }: { file: File; onProgress?: UploadProgress }) =>
      uploadPhoto(target.path, file, onProgress),
    retry: false,
    onSuccess: (images) => applyPhotoChange(queryClient, target, () => images),
  });
}

/** PUT …/order: every photo id, first to last; answers with the photos. */
export async function reorderPhotos(path: string, imageIds: string[]): Promise<VehicleImage[]> {
  const { request } = await import('@carclub/api-client');
  const gallery = await request(vehicleGallerySchema, {
    method: 'PUT',
    url: `${path}/order`,
    data: { imageIds },
  });
  return gallery.images;
}

export function useReorderPhotos(target: PhotoGalleryTarget) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (imageIds: string[]) => reorderPhotos(target.path, imageIds),
    // The user sees the new order at once; a late retry could undo a move made meanwhile.
    retry: false,
    onSuccess: (images) => applyPhotoChange(queryClient, target, () => images),
  });
}

/** DELETE …/{id} (204); the photos after it move up. */
export async function deletePhoto(path: string, imageId: string): Promise<void> {
  const { request } = await import('@carclub/api-client');
  return request({ method: 'DELETE', url: `${path}/${encodeURIComponent(imageId)}` });
}

export function useDeletePhoto(target: PhotoGalleryTarget) {
  const queryClient = useQueryClient();
  return useMutation({
    onError: (error) => refetchIfGone(queryClient, target, error),
    mutationFn: (imageId: string) => deletePhoto(target.path, imageId),
    onSuccess: (_nothing, imageId) =>
      applyPhotoChange(queryClient, target, (images) =>
        images.filter((image) => image.id !== imageId),
      ),
  });
}
