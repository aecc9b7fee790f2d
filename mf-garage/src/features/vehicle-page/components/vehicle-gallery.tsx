import {
  GALLERY_THUMB_SIZES,
  imageSrcset,
  SMALL_IMAGE_MAX_WIDTH,
  type VehicleImage,
} from '@carclub/contracts';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

// The large view comes with the first click on a thumbnail, not with the page (ADR 0084).
const GalleryViewer = lazy(() =>
  import('./gallery-viewer').then(({ GalleryViewer: viewer }) => ({ default: viewer })),
);

export interface VehicleGalleryProps {
  images: readonly VehicleImage[];
  /** The vehicle's name, for the photos' alt texts. */
  name: string;
}

/** The photos as thumbnails; each opens a large view that arrow keys and buttons page through. */
export function VehicleGallery({ images, name }: VehicleGalleryProps) {
  const { t } = useTranslation('garage');
  const headingId = useId();
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  if (images.length === 0) return null;
  const total = images.length;

  return (
    <section className="vehicle-page__section" aria-labelledby={headingId}>
      <h2 id={headingId}>
        {t('page.gallery.title')} <span className="vehicle-page__count">{total}</span>
      </h2>
      <ul className="vehicle-gallery">
        {images.map((image, index) => {
          const srcset = imageSrcset(image.variants, { maxWidth: SMALL_IMAGE_MAX_WIDTH });
          return (
            <li key={image.id}>
              <button
                type="button"
                className="vehicle-gallery__thumb"
                aria-haspopup="dialog"
                onClick={() => setOpenIndex(index)}
              >
                <img
                  src={image.cardUrl}
                  srcSet={srcset}
                  sizes={srcset && GALLERY_THUMB_SIZES}
                  width={image.width ?? undefined}
                  height={image.height ?? undefined}
                  alt={t('page.gallery.photoAlt', { name, number: index + 1, total })}
                  loading="lazy"
                  decoding="async"
                />
              </button>
            </li>
          );
        })}
      </ul>
      {openIndex !== null && (
        // Nothing while it loads: the dialog overlays the page, so the page does not move.
        <Suspense fallback={null}>
          <GalleryViewer
            images={images}
            name={name}
            index={Math.min(openIndex, total - 1)}
            onIndexChange={setOpenIndex}
            onClose={() => setOpenIndex(null)}
          />
        </Suspense>
      )}
    </section>
  );
}
