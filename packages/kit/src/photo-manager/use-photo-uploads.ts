import { GALLERY_MAX_IMAGES } from '@carclub/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from '@carclub/ui';
import { useTranslation } from 'react-i18next';

import {
  fileProblem,
  fileRequiredMessage,
  galleryFullMessage,
  uploadErrorMessage,
} from './image-errors';
import { GALLERY_FIELD, useUploadPhoto, type PhotoGalleryTarget } from './photo-gallery-api';
import '../i18n';

/**
 * `waiting` for its turn, `uploading` its bytes, `processing` on the server (all bytes sent, no
 * answer yet), `done`; `failed` when the server refused it, `refused` when it was never sent.
 */
export type UploadState = 'waiting' | 'uploading' | 'processing' | 'done' | 'failed' | 'refused';

export interface PhotoUpload {
  id: string;
  name: string;
  state: UploadState;
  /** Bytes sent, 0–100. */
  percent: number;
  error: string | null;
}

const ACTIVE: ReadonlySet<UploadState> = new Set(['waiting', 'uploading', 'processing']);
export const isActive = (upload: PhotoUpload) => ACTIVE.has(upload.state);

/**
 * Uploads to one list of photos (`target`): each chosen file is checked (type, size, room left under
 * GALLERY_MAX_IMAGES) and then sent on its own, one after another, so the gallery keeps the order
 * in which they were chosen and each file shows its own progress. A refused file never stops the
 * others. After each batch one toast says how many were added and one how many were not.
 */
export function usePhotoUploads(target: PhotoGalleryTarget, galleryCount: number) {
  const { t } = useTranslation('kit');
  const { mutateAsync: upload } = useUploadPhoto(target);
  const [uploads, setUploads] = useState<PhotoUpload[]>([]);
  const [selectionError, setSelectionError] = useState<string | null>(null);
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const nextId = useRef(0);
  // Files accepted but not yet stored, and the gallery size the latest answer reported: both count
  // against the limit before the photos in the cache re-renders this hook.
  const pending = useRef(0);
  const knownCount = useRef(galleryCount);
  useEffect(() => {
    knownCount.current = galleryCount;
  }, [galleryCount]);

  const patch = useCallback((id: string, change: Partial<PhotoUpload>) => {
    setUploads((list) => list.map((item) => (item.id === id ? { ...item, ...change } : item)));
  }, []);

  const send = useCallback(
    async (id: string, file: File): Promise<boolean> => {
      patch(id, { state: 'uploading', percent: 0 });
      try {
        const gallery = await upload({
          file,
          onProgress: (loaded, total) => {
            const percent = total > 0 ? Math.min(100, Math.round((loaded / total) * 100)) : 0;
            patch(id, { state: percent === 100 ? 'processing' : 'uploading', percent });
          },
        });
        knownCount.current = gallery.length;
        patch(id, { state: 'done', percent: 100 });
        return true;
      } catch (error) {
        patch(id, { state: 'failed', error: uploadErrorMessage(error, GALLERY_FIELD) });
        return false;
      } finally {
        pending.current -= 1;
      }
    },
    [patch, upload],
  );

  const addFiles = useCallback(
    (files: File[]) => {
      if (files.length === 0) {
        const message = fileRequiredMessage();
        setSelectionError(message);
        toast.error(message);
        return;
      }
      setSelectionError(null);
      let room = GALLERY_MAX_IMAGES - knownCount.current - pending.current;
      const batch = files.map((file) => {
        nextId.current += 1;
        const item: PhotoUpload = {
          id: `upload-${nextId.current}`,
          name: file.name,
          state: 'waiting',
          percent: 0,
          error: null,
        };
        const problem = fileProblem(file) ?? (room > 0 ? null : galleryFullMessage());
        if (problem !== null)
          return { item: { ...item, state: 'refused' as const, error: problem } };
        room -= 1;
        return { item, file };
      });
      setUploads((list) => [...list, ...batch.map(({ item }) => item)]);

      const accepted = batch.flatMap(({ item, file }) => (file ? [{ id: item.id, file }] : []));
      pending.current += accepted.length;
      const results = accepted.map(({ id, file }) => {
        const result = queue.current.then(() => send(id, file));
        queue.current = result;
        return result;
      });
      void Promise.all(results).then((outcomes) => {
        const added = outcomes.filter(Boolean).length;
        const notAdded = files.length - added;
        if (added > 0) toast.success(t('photos.uploads.added', { count: added }));
        if (notAdded > 0) toast.error(t('photos.uploads.refused', { count: notAdded }));
      });
    },
    [send, t],
  );

  const clearFinished = useCallback(() => {
    setUploads((list) => list.filter(isActive));
    setSelectionError(null);
  }, []);

  return {
    uploads,
    addFiles,
    clearFinished,
    selectionError,
    activeCount: uploads.filter(isActive).length,
  };
}
