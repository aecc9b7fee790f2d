import type { VehicleImage } from '@carclub/contracts';
import {
  GALLERY_ALMOST_FULL_AT,
  GALLERY_MAX_IMAGES,
  IMAGE_MAX_SIZE_MB,
  IMAGE_MIME_TYPES,
} from '@carclub/contracts';
import { FileDropZone } from '@carclub/ui';
import { useId, useRef, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';

import { galleryFullMessage } from './image-errors';
import type { PhotoGalleryTarget } from './photo-gallery-api';
import { SortablePhotos } from './sortable-photos';
import { UploadList } from './upload-list';
import { usePhotoUploads } from './use-photo-uploads';
import './photo-manager.css';
import '../i18n';

export interface PhotoManagerProps {
  target: PhotoGalleryTarget;
  /** The photos as the cache has them, first to last. */
  images: VehicleImage[];
  /** What the photos show (the car's name, the entry's title), for their alt texts. */
  name: string;
  title: string;
  /** Under the heading, when there is something to say about these photos. */
  lead?: ReactNode;
  /** Under "No photos yet". */
  emptyDescription: string;
  /** The section's heading, for a page that sends focus to it. */
  headingRef?: RefObject<HTMLHeadingElement | null>;
  /** More buttons on each photo (the car's "Use as preview"). */
  renderTileAction?: (image: VehicleImage, position: number) => ReactNode;
}

/**
 * An owner's ordered photos (up to GALLERY_MAX_IMAGES): their count against the limit, the upload
 * zone, the uploads in progress, the sortable photos. One change is saved at once, through the
 * gallery's payloads at `target.path`.
 */
export function PhotoManager({
  target,
  images,
  name,
  title,
  lead,
  emptyDescription,
  headingRef: givenHeadingRef,
  renderTileAction,
}: PhotoManagerProps) {
  const { t } = useTranslation('kit');
  const titleId = useId();
  const limitId = useId();
  const errorId = useId();
  const ownHeadingRef = useRef<HTMLHeadingElement>(null);
  const headingRef = givenHeadingRef ?? ownHeadingRef;
  const count = images.length;
  const { uploads, addFiles, clearFinished, selectionError, activeCount } = usePhotoUploads(
    target,
    count,
  );
  const full = count >= GALLERY_MAX_IMAGES;
  const almostFull = !full && count >= GALLERY_ALMOST_FULL_AT;
  // Files on their way fill the gallery too: the button closes once they would fill it.
  const noRoom = count + activeCount >= GALLERY_MAX_IMAGES;

  return (
    <section className="photo-manager" aria-labelledby={titleId}>
      <div className="photo-manager__head">
        <h2 id={titleId} ref={headingRef} tabIndex={-1} className="photo-manager__title">
          {title}
        </h2>
        <p className="photo-manager__count">
          <span aria-hidden="true">{t('photos.count', { count, max: GALLERY_MAX_IMAGES })}</span>
          <span className="visually-hidden">
            {t('photos.countLabel', { used: count, count: GALLERY_MAX_IMAGES })}
          </span>
        </p>
      </div>
      {lead}
      <div id={limitId} role="status" className="photo-manager__limit">
        {almostFull && (
          <p className="photo-manager__warning">
            {t('photos.almostFull', { count: GALLERY_MAX_IMAGES - count })}
          </p>
        )}
        {full && (
          <p className="photo-manager__warning">
            {galleryFullMessage()} {t('photos.fullHint')}
          </p>
        )}
      </div>
      <FileDropZone
        buttonLabel={t('photos.choose')}
        hint={t('photos.hint', { size: IMAGE_MAX_SIZE_MB })}
        accept={IMAGE_MIME_TYPES.join(',')}
        multiple
        disabled={noRoom}
        describedBy={[limitId, selectionError !== null && errorId].filter(Boolean).join(' ')}
        onFiles={addFiles}
      />
      {selectionError !== null && (
        <p id={errorId} className="photo-manager__error">
          {selectionError}
        </p>
      )}
      <UploadList uploads={uploads} onClear={clearFinished} />
      <SortablePhotos
        target={target}
        images={images}
        name={name}
        emptyDescription={emptyDescription}
        headingRef={headingRef}
        renderTileAction={renderTileAction}
      />
    </section>
  );
}
