import {
  GALLERY_THUMB_SIZES,
  imageSrcset,
  SMALL_IMAGE_MAX_WIDTH,
  type VehicleImage,
} from '@carclub/contracts';
import { lazy, Suspense, useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import './photo-gallery.css';
import '../i18n';

// The large view comes with the first click on a photo, not with the page (ADR 0084).
const GalleryViewer = lazy(() =>
  import('./gallery-viewer').then(({ GalleryViewer: viewer }) => ({ default: viewer })),
);

/** The lead photo's frame: the column up to 48rem (`.photo-gallery__lead`), less its padding. */
export const PHOTO_LEAD_SIZES = '(min-width: 50.5rem) 48rem, calc(100vw - 2.5rem)';

export interface PhotoGalleryProps {
  images: readonly VehicleImage[];
  /** What the photos show (the car's name, the entry's title), for their alt texts. */
  name: string;
  /** The section's heading. */
  title: ReactNode;
  className?: string;
  /** The first photo large above the others' thumbnails (an entry's page), not a thumbnail. */
  leadFirst?: boolean;
}

/**
 * Photos for everyone to see, server-rendered: thumbnails (and maybe one large photo first); each
 * opens a large view that arrow keys and buttons page through.
 */
export function PhotoGallery({ images, name, title, className, leadFirst }: PhotoGalleryProps) {
  const { t } = useTranslation('kit');
  const headingId = useId();
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  if (images.length === 0) return null;
  const total = images.length;
  const alt = (index: number) => t('photos.photoAlt', { name, position: index + 1, total });
  const lead = leadFirst ? images[0] : undefined;
  const thumbnails = lead ? images.slice(1) : images;
  const leadSrcset = lead && imageSrcset(lead.variants);

  return (
    <section className={className} aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      {lead && (
        <button
          type="button"
          className="photo-gallery__lead"
          aria-haspopup="dialog"
          onClick={() => setOpenIndex(0)}
        >
          <img
            src={lead.url}
            srcSet={leadSrcset}
            sizes={leadSrcset && PHOTO_LEAD_SIZES}
            width={lead.width ?? undefined}
            height={lead.height ?? undefined}
            alt={alt(0)}
            decoding="async"
          />
        </button>
      )}
      {thumbnails.length > 0 && (
        <ul className="photo-gallery">
          {thumbnails.map((image) => {
            const index = images.indexOf(image);
            const srcset = imageSrcset(image.variants, { maxWidth: SMALL_IMAGE_MAX_WIDTH });
            return (
              <li key={image.id}>
                <button
                  type="button"
                  className="photo-gallery__thumb"
                  aria-haspopup="dialog"
                  onClick={() => setOpenIndex(index)}
                >
                  <img
                    src={image.cardUrl}
                    srcSet={srcset}
                    sizes={srcset && GALLERY_THUMB_SIZES}
                    width={image.width ?? undefined}
                    height={image.height ?? undefined}
                    alt={alt(index)}
                    loading="lazy"
                    decoding="async"
                  />
                </button>
              </li>
            );
          })}
        </ul>
      )}
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
