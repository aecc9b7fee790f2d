import {
  Button,
  Dialog,
  EmptyState,
  ErrorState,
  Skeleton,
  useFocusAfterRemoval,
} from '@carclub/ui';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ReasonDialog } from '../../../components/reason-dialog';
import { useDeleteVehiclePhoto } from '../api/delete-vehicle-photo';
import { useDeleteVehiclePreview } from '../api/delete-vehicle-preview';
import { useVehiclePhotos } from '../api/get-vehicle-photos';

export interface VehiclePhotosDialogProps {
  vehicle: { id: string; name: string };
  onClose: () => void;
}

/** A car's preview image and gallery, each photo with a delete button that asks for the reason. */
export function VehiclePhotosDialog({ vehicle, onClose }: VehiclePhotosDialogProps) {
  const { t } = useTranslation('admin');
  const photos = useVehiclePhotos(vehicle.id);
  const deletePhoto = useDeleteVehiclePhoto(vehicle.id);
  const deletePreview = useDeleteVehiclePreview(vehicle.id);
  /** A gallery photo by id and position, or the preview image. */
  const [toDelete, setToDelete] = useState<
    { id: string; position: number } | { preview: true } | null
  >(null);
  // Said inside the dialog too: while it is open, the page's toasts are outside the modal, hidden
  // from screen readers.
  const [announcement, setAnnouncement] = useState('');
  const statusRef = useRef<HTMLParagraphElement>(null);
  const focusStatus = useFocusAfterRemoval<true>(() => statusRef.current);

  let body;
  if (photos.isPending) body = <Skeleton label={t('moderation.photos.loading')} />;
  else if (photos.isError) {
    body = (
      <ErrorState title={t('moderation.photos.loadFailed')} onRetry={() => void photos.refetch()} />
    );
  } else if (photos.data.images.length === 0 && photos.data.preview === null) {
    body = <EmptyState title={t('moderation.photos.empty')} />;
  } else {
    const { preview } = photos.data;
    body = (
      <ul className="moderation-photos">
        {preview && (
          <li className="moderation-photos__item">
            <img
              src={preview.cardUrl}
              alt={t('moderation.photos.previewAlt', { name: vehicle.name })}
            />
            <Button variant="danger" size="sm" onClick={() => setToDelete({ preview: true })}>
              {t('moderation.photos.deletePreview')}
            </Button>
          </li>
        )}
        {photos.data.images.map((image, index) => (
          <li key={image.id} className="moderation-photos__item">
            <img
              src={image.cardUrl}
              alt={t('moderation.photos.alt', { name: vehicle.name, position: index + 1 })}
            />
            <Button
              variant="danger"
              size="sm"
              onClick={() => setToDelete({ id: image.id, position: index + 1 })}
            >
              {t('moderation.photos.delete', { position: index + 1 })}
            </Button>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <>
      {/* Open all along, the reason dialog nested above it: closed and opened again it would lose
          the Photos button to return focus to, and its status text would be mounted already
          filled in, which screen readers do not announce. */}
      <Dialog
        open
        onClose={onClose}
        size="lg"
        title={t('moderation.photos.title', { name: vehicle.name })}
      >
        <p role="status" className="moderation-photos__status" tabIndex={-1} ref={statusRef}>
          {announcement}
        </p>
        {body}
      </Dialog>
      <ReasonDialog
        open={toDelete !== null}
        danger
        title={
          toDelete && 'preview' in toDelete
            ? t('moderation.photos.confirmPreviewTitle')
            : t('moderation.photos.confirmTitle', { position: toDelete?.position ?? 0 })
        }
        description={t('moderation.photos.confirmDescription')}
        confirmLabel={t('moderation.photos.confirm')}
        onClose={() => setToDelete(null)}
        onDone={() => {
          // The deleted photo's button opened the reason dialog and is gone with it: focus goes to
          // the status, which says what happened, rather than to <body>.
          setToDelete(null);
          focusStatus(true);
        }}
        onConfirm={async (reason) => {
          if (toDelete === null) return;
          if ('preview' in toDelete) await deletePreview.mutateAsync(reason);
          else await deletePhoto.mutateAsync({ imageId: toDelete.id, reason });
          setAnnouncement(t('moderation.photos.deleted'));
        }}
      />
    </>
  );
}
