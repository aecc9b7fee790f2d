import {
  GALLERY_ALMOST_FULL_AT,
  GALLERY_MAX_IMAGES,
  IMAGE_MAX_SIZE_MB,
  IMAGE_MIME_TYPES,
  type Vehicle,
} from '@carclub/contracts';
import { FileDropZone } from '@carclub/ui';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';

import { useGalleryUploads } from '../hooks/use-gallery-uploads';
import { galleryFullMessage } from '../lib/image-errors';
import { SortableGallery } from './sortable-gallery';
import { UploadList } from './upload-list';

export interface GallerySectionProps {
  vehicle: Vehicle;
}

/** The gallery: its count against the limit, the upload zone, the uploads in progress, the photos. */
export function GallerySection({ vehicle }: GallerySectionProps) {
  const { t } = useTranslation('garage');
  const titleId = useId();
  const limitId = useId();
  const errorId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const count = vehicle.gallery.length;
  const { uploads, addFiles, clearFinished, selectionError, activeCount } = useGalleryUploads(
    vehicle.id,
    count,
  );
  const full = count >= GALLERY_MAX_IMAGES;
  const almostFull = !full && count >= GALLERY_ALMOST_FULL_AT;
  // Files on their way fill the gallery too: the button closes once they would fill it.
  const noRoom = count + activeCount >= GALLERY_MAX_IMAGES;

  return (
    <section className="vehicle-media__section" aria-labelledby={titleId}>
      <div className="vehicle-media__gallery-head">
        <h2 id={titleId} ref={headingRef} tabIndex={-1} className="vehicle-media__title">
          {t('media.gallery.title')}
        </h2>
        <p className="vehicle-media__count">
          <span aria-hidden="true">
            {t('media.gallery.count', { count, max: GALLERY_MAX_IMAGES })}
          </span>
          <span className="visually-hidden">
            {t('media.gallery.countLabel', { count, max: GALLERY_MAX_IMAGES })}
          </span>
        </p>
      </div>
      <div id={limitId} role="status" className="vehicle-media__limit">
        {almostFull && (
          <p className="vehicle-media__warning">
            {t('media.gallery.almostFull', { count: GALLERY_MAX_IMAGES - count })}
          </p>
        )}
        {full && (
          <p className="vehicle-media__warning">
            {galleryFullMessage(t)} {t('media.gallery.fullHint')}
          </p>
        )}
      </div>
      <FileDropZone
        buttonLabel={t('media.gallery.choose')}
        hint={t('media.gallery.hint', { size: IMAGE_MAX_SIZE_MB })}
        accept={IMAGE_MIME_TYPES.join(',')}
        multiple
        disabled={noRoom}
        describedBy={[limitId, selectionError !== null && errorId].filter(Boolean).join(' ')}
        onFiles={addFiles}
      />
      {selectionError !== null && (
        <p id={errorId} className="vehicle-media__error">
          {selectionError}
        </p>
      )}
      <UploadList uploads={uploads} onClear={clearFinished} />
      <SortableGallery vehicle={vehicle} headingRef={headingRef} />
    </section>
  );
}
