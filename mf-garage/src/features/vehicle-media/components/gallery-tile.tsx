import {
  imageSrcset,
  SMALL_IMAGE_MAX_WIDTH,
  VEHICLE_CARD_SIZES,
  type VehicleImage,
} from '@carclub/contracts';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Button } from '@carclub/ui';
import { useTranslation } from 'react-i18next';

import { DragHandleIcon } from './icons';

export interface GalleryTileProps {
  image: VehicleImage;
  /** 1-based place in the gallery. */
  position: number;
  total: number;
  vehicleName: string;
  /** No dragging meanwhile (a new order is being saved). */
  sortingDisabled: boolean;
  settingPreview: boolean;
  /** Id of the element explaining how to open the larger view. */
  viewHintId: string;
  onView: () => void;
  onUseAsPreview: () => void;
  onDelete: () => void;
  /** Receives the thumbnail button, so focus can land here after a neighbour is deleted. */
  viewButtonRef: (element: HTMLButtonElement | null) => void;
}

/** One photo of the sortable gallery: dragged by its handle (pointer or keyboard). */
export function GalleryTile({
  image,
  position,
  total,
  vehicleName,
  sortingDisabled,
  settingPreview,
  viewHintId,
  onView,
  onUseAsPreview,
  onDelete,
  viewButtonRef,
}: GalleryTileProps) {
  const { t } = useTranslation('garage');
  // The tiles are laid out like the garage's cards.
  const srcset = imageSrcset(image.variants, { maxWidth: SMALL_IMAGE_MAX_WIDTH });
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id: image.id, disabled: sortingDisabled });
  const photo = t('media.gallery.photo', { position });

  return (
    <li
      ref={setNodeRef}
      className={
        isDragging ? 'vehicle-media__tile vehicle-media__tile--dragging' : 'vehicle-media__tile'
      }
      style={{ transform: CSS.Translate.toString(transform), transition }}
      data-image-id={image.id}
    >
      <button
        ref={viewButtonRef}
        type="button"
        className="vehicle-media__thumb"
        aria-haspopup="dialog"
        aria-describedby={viewHintId}
        onClick={onView}
      >
        <img
          src={image.cardUrl}
          srcSet={srcset}
          sizes={srcset && VEHICLE_CARD_SIZES}
          width={image.width ?? undefined}
          height={image.height ?? undefined}
          alt={t('media.gallery.photoAlt', { name: vehicleName, position, total })}
          loading="lazy"
          decoding="async"
        />
      </button>
      <div className="vehicle-media__tile-bar">
        <button
          ref={setActivatorNodeRef}
          type="button"
          className="vehicle-media__handle"
          {...attributes}
          {...listeners}
          aria-label={t('media.gallery.move', { position })}
        >
          <DragHandleIcon />
          <span aria-hidden="true">{position}</span>
        </button>
        <div className="vehicle-media__tile-actions">
          <Button size="sm" variant="ghost" loading={settingPreview} onClick={onUseAsPreview}>
            {t('media.gallery.useAsPreview')}
            <span className="visually-hidden"> ({photo})</span>
          </Button>
          <Button size="sm" variant="ghost" onClick={onDelete}>
            {t('media.gallery.delete')}
            <span className="visually-hidden"> {photo}</span>
          </Button>
        </div>
      </div>
    </li>
  );
}
