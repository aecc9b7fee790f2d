import type { Vehicle, VehicleImage } from '@carclub/contracts';
import { actionErrorMessage, PhotoManager } from '@carclub/kit';
import { Button, toast } from '@carclub/ui';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

import { vehicleGalleryTarget } from '../api/media-cache';
import { useSetPreviewFromGallery } from '../api/set-preview-from-gallery';

export interface GallerySectionProps {
  vehicle: Vehicle;
}

/** The car's gallery: the shared photo manager, each photo able to become the preview too. */
export function GallerySection({ vehicle }: GallerySectionProps) {
  const { t } = useTranslation('garage');
  const target = useMemo(() => vehicleGalleryTarget(vehicle.id), [vehicle.id]);
  const setPreview = useSetPreviewFromGallery(vehicle.id);

  const makePreview = (image: VehicleImage, position: number) => {
    setPreview.mutate(image.id, {
      onSuccess: () => toast.success(t('media.gallery.previewUpdated', { position })),
      onError: (error) =>
        toast.error(t('media.preview.failed', { message: actionErrorMessage(error) })),
    });
  };

  return (
    <PhotoManager
      target={target}
      images={vehicle.gallery}
      name={vehicle.name}
      title={t('media.gallery.title')}
      emptyDescription={t('media.gallery.emptyDescription')}
      renderTileAction={(image, position) => (
        <Button
          size="sm"
          variant="ghost"
          loading={setPreview.isPending && setPreview.variables === image.id}
          onClick={() => makePreview(image, position)}
        >
          {t('media.gallery.useAsPreview')}
          <span className="visually-hidden"> ({t('media.gallery.photo', { position })})</span>
        </Button>
      )}
    />
  );
}
