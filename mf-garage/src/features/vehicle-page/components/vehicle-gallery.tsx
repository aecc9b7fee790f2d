import type { VehicleImage } from '@carclub/contracts';
import { PhotoGallery } from '@carclub/kit';
import { useTranslation } from 'react-i18next';

export interface VehicleGalleryProps {
  images: readonly VehicleImage[];
  /** The vehicle's name, for the photos' alt texts. */
  name: string;
}

/** The car's photos as thumbnails, its count beside the heading. */
export function VehicleGallery({ images, name }: VehicleGalleryProps) {
  const { t } = useTranslation('garage');
  return (
    <PhotoGallery
      images={images}
      name={name}
      className="vehicle-page__section"
      title={
        <>
          {t('page.gallery.title')} <span className="vehicle-page__count">{images.length}</span>
        </>
      }
    />
  );
}
