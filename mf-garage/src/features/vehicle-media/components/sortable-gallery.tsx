import type { Vehicle, VehicleImage } from '@carclub/contracts';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  arrayMove,
  rectSortingStrategy,
  SortableContext,
  sortableKeyboardCoordinates,
} from '@dnd-kit/sortable';
import { ConfirmDialog, Dialog, EmptyState, toast, useFocusAfterRemoval } from '@carclub/ui';
import { useId, useMemo, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';

import { useDeleteGalleryImage } from '../api/delete-gallery-image';
import { useReorderGallery } from '../api/reorder-gallery';
import { useSetPreviewFromGallery } from '../api/set-preview-from-gallery';
import { actionErrorMessage } from '../lib/image-errors';
import { GalleryTile } from './gallery-tile';

export interface SortableGalleryProps {
  vehicle: Vehicle;
  /** Takes focus when the last photo is deleted. */
  headingRef: RefObject<HTMLHeadingElement | null>;
}

/** `images` in the order of `ids`; images missing from `ids` (just uploaded) keep their place last. */
function inOrder(images: VehicleImage[], ids: string[] | null): VehicleImage[] {
  if (ids === null) return images;
  const rank = new Map(ids.map((id, index) => [id, index]));
  return [...images].sort(
    (a, b) =>
      (rank.get(a.id) ?? Number.MAX_SAFE_INTEGER) - (rank.get(b.id) ?? Number.MAX_SAFE_INTEGER),
  );
}

/**
 * The gallery as a sortable grid (dnd-kit: pointer and keyboard, with translated instructions and
 * announcements). A move shows at once and is saved; a failed save puts the photos back and says
 * so. Each photo opens larger, becomes the preview, or is deleted after a confirmation.
 */
export function SortableGallery({ vehicle, headingRef }: SortableGalleryProps) {
  const { t } = useTranslation('garage');
  const viewHintId = useId();
  const reorder = useReorderGallery(vehicle.id);
  const setPreview = useSetPreviewFromGallery(vehicle.id);
  const remove = useDeleteGalleryImage(vehicle.id);
  // The order being saved, shown until the answer replaces the cached gallery (or a failure drops it).
  const [savingOrder, setSavingOrder] = useState<string[] | null>(null);
  const [viewing, setViewing] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<string | null>(null);
  const viewButtons = useRef(new Map<string, HTMLButtonElement>());
  // The neighbour's view button (drawn once the gallery is refreshed), or '' for the heading.
  const focusAfterDelete = useFocusAfterRemoval<string>(
    (neighbour) =>
      (neighbour === '' ? headingRef.current : viewButtons.current.get(neighbour)) ?? undefined,
  );

  const images = useMemo(
    () => inOrder(vehicle.gallery, savingOrder),
    [vehicle.gallery, savingOrder],
  );
  const ids = images.map((image) => image.id);
  const total = images.length;
  const positionOf = (id: UniqueIdentifier) => ids.indexOf(String(id)) + 1;

  const sensors = useSensors(
    // A few pixels of movement before a drag starts, so a click on the handle stays a click.
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const announcements: Announcements = {
    onDragStart: ({ active }) => t('media.dnd.pickedUp', { position: positionOf(active.id) }),
    onDragOver: ({ active, over }) =>
      over
        ? t('media.dnd.over', { from: positionOf(active.id), to: positionOf(over.id), total })
        : undefined,
    onDragEnd: ({ active, over }) =>
      over && over.id !== active.id
        ? t('media.dnd.dropped', { from: positionOf(active.id), to: positionOf(over.id), total })
        : t('media.dnd.stayed', { from: positionOf(active.id) }),
    onDragCancel: ({ active }) => t('media.dnd.cancelled', { from: positionOf(active.id) }),
  };

  const handleDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || over.id === active.id) return;
    const next = arrayMove(ids, ids.indexOf(String(active.id)), ids.indexOf(String(over.id)));
    setSavingOrder(next);
    reorder.mutate(next, {
      onError: (error) =>
        toast.error(t('media.gallery.orderFailed', { message: actionErrorMessage(t, error) })),
      onSettled: () => setSavingOrder(null),
    });
  };

  const makePreview = (image: VehicleImage) => {
    const position = positionOf(image.id);
    setPreview.mutate(image.id, {
      onSuccess: () => toast.success(t('media.gallery.previewUpdated', { position })),
      onError: (error) =>
        toast.error(t('media.preview.failed', { message: actionErrorMessage(t, error) })),
    });
  };

  const confirmDelete = () => {
    if (deleting === null) return;
    const index = ids.indexOf(deleting);
    const neighbour = ids[index + 1] ?? ids[index - 1] ?? '';
    remove.mutate(deleting, {
      onSuccess: () => {
        focusAfterDelete(neighbour);
        setDeleting(null);
        toast.success(t('media.remove.done'));
      },
      onError: (error) => {
        setDeleting(null);
        toast.error(t('media.remove.failed', { message: actionErrorMessage(t, error) }));
      },
    });
  };

  const viewed = viewing === null ? -1 : ids.indexOf(viewing);
  const viewedImage = images[viewed];

  if (total === 0) {
    return (
      <EmptyState
        headingLevel={3}
        className="vehicle-media__empty"
        title={t('media.gallery.emptyTitle')}
        description={t('media.gallery.emptyDescription')}
      />
    );
  }

  return (
    <>
      <p className="vehicle-media__lead">{t('media.gallery.reorderHint')}</p>
      <p id={viewHintId} className="visually-hidden">
        {t('media.viewer.open')}
      </p>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={handleDragEnd}
        accessibility={{
          announcements,
          screenReaderInstructions: { draggable: t('media.dnd.instructions') },
        }}
      >
        <SortableContext items={ids} strategy={rectSortingStrategy}>
          <ol className="vehicle-media__grid">
            {images.map((image, index) => (
              <GalleryTile
                key={image.id}
                image={image}
                position={index + 1}
                total={total}
                vehicleName={vehicle.name}
                sortingDisabled={reorder.isPending}
                settingPreview={setPreview.isPending && setPreview.variables === image.id}
                viewHintId={viewHintId}
                onView={() => setViewing(image.id)}
                onUseAsPreview={() => makePreview(image)}
                onDelete={() => setDeleting(image.id)}
                viewButtonRef={(element) => {
                  if (element) viewButtons.current.set(image.id, element);
                  else viewButtons.current.delete(image.id);
                }}
              />
            ))}
          </ol>
        </SortableContext>
      </DndContext>

      <Dialog
        open={viewedImage !== undefined}
        onClose={() => setViewing(null)}
        title={t('media.viewer.title', { position: viewed + 1, total })}
        size="lg"
      >
        {viewedImage && (
          <img
            className="vehicle-media__viewer-image"
            src={viewedImage.url}
            alt={t('media.gallery.photoAlt', { name: vehicle.name, position: viewed + 1, total })}
          />
        )}
      </Dialog>

      <ConfirmDialog
        open={deleting !== null}
        title={t('media.remove.title')}
        description={t('media.remove.description', {
          position: deleting === null ? 0 : positionOf(deleting),
        })}
        confirmLabel={t('media.remove.confirm')}
        tone="danger"
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}
