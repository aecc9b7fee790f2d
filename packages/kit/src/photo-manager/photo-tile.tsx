import {
  imageSrcset,
  SMALL_IMAGE_MAX_WIDTH,
  VEHICLE_CARD_SIZES,
  type VehicleImage,
} from '@carclub/contracts';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Button } from '@carclub/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { DragHandleIcon } from './drag-handle-icon';
import '../i18n';

export interface PhotoTileProps {
  image: VehicleImage;
  /** 1-based place in the gallery. */
  position: number;
  total: number;
  /** What the photo shows, for its alt text. */
  name: string;
  /** No dragging meanwhile (a new order is being saved). */
  sortingDisabled: boolean;
  /** Id of the element explaining how to open the larger view. */
  viewHintId: string;
  /** More buttons, before Delete. */
  action?: ReactNode;
  onView: () => void;
  onDelete: () => void;
  /** Moves the photo one place earlier (-1) or later (1). */
  onMove: (step: MoveStep) => void;
  /** Receives the thumbnail button, so focus can land here after a neighbour is deleted. */
  viewButtonRef: (element: HTMLButtonElement | null) => void;
  /** Receives the move buttons, so focus can follow the photo they moved. */
  moveButtonRef: (step: MoveStep, element: HTMLButtonElement | null) => void;
}

export type MoveStep = -1 | 1;

/**
 * One photo of the sortable photos: dragged by its handle (pointer or keyboard), or moved one place
 * at a time by its Earlier and Later buttons (a phone's way, with no drag down a long page).
 */
export function PhotoTile({
  image,
  position,
  total,
  name,
  sortingDisabled,
  viewHintId,
  action,
  onView,
  onDelete,
  onMove,
  viewButtonRef,
  moveButtonRef,
}: PhotoTileProps) {
  const { t } = useTranslation('kit');
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
  const photo = t('photos.photo', { position });

  return (
    <li
      ref={setNodeRef}
      className={
        isDragging ? 'photo-manager__tile photo-manager__tile--dragging' : 'photo-manager__tile'
      }
      style={{ transform: CSS.Translate.toString(transform), transition }}
      data-image-id={image.id}
    >
      <button
        ref={viewButtonRef}
        type="button"
        className="photo-manager__thumb"
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
          alt={t('photos.photoAlt', { name, position, total })}
          loading="lazy"
          decoding="async"
        />
      </button>
      <div className="photo-manager__tile-bar">
        <button
          ref={setActivatorNodeRef}
          type="button"
          className="photo-manager__handle"
          {...attributes}
          {...listeners}
          aria-label={t('photos.move', { position })}
        >
          <DragHandleIcon />
          <span aria-hidden="true">{position}</span>
        </button>
        {([-1, 1] as const).map((step) => {
          const label = t(step < 0 ? 'photos.earlier' : 'photos.later', { position });
          return (
            <button
              key={step}
              ref={(element) => moveButtonRef(step, element)}
              type="button"
              className="photo-manager__move"
              aria-label={label}
              title={label}
              // Not `disabled` while the order saves: focus stays on the button just pressed.
              aria-disabled={sortingDisabled || undefined}
              disabled={step < 0 ? position === 1 : position === total}
              onClick={() => {
                if (!sortingDisabled) onMove(step);
              }}
            >
              <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
                <path d={step < 0 ? 'M10 3L5 8l5 5' : 'M6 3l5 5-5 5'} />
              </svg>
            </button>
          );
        })}
        <div className="photo-manager__tile-actions">
          {action}
          <Button size="sm" variant="ghost" onClick={onDelete}>
            {t('photos.delete')}
            <span className="visually-hidden"> {photo}</span>
          </Button>
        </div>
      </div>
    </li>
  );
}
