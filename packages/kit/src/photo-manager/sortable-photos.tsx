import type { VehicleImage } from '@carclub/contracts';
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
import {
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
  type RefObject,
} from 'react';
import { useTranslation } from 'react-i18next';

import { actionErrorMessage } from './image-errors';
import { useDeletePhoto, useReorderPhotos, type PhotoGalleryTarget } from './photo-gallery-api';
import { PhotoTile, type MoveStep } from './photo-tile';
import '../i18n';

export interface SortablePhotosProps {
  target: PhotoGalleryTarget;
  images: VehicleImage[];
  /** What the photos show, for their alt texts. */
  name: string;
  emptyDescription: string;
  /** Takes focus when the last photo is deleted. */
  headingRef: RefObject<HTMLHeadingElement | null>;
  renderTileAction?: (image: VehicleImage, position: number) => ReactNode;
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
 * The photos as a sortable grid (dnd-kit: pointer and keyboard, with translated instructions and
 * announcements; each photo's Earlier and Later buttons move it one place, ADR 0133). A move shows at once and is saved; a failed save puts the photos back and says
 * so. Each photo opens larger, or is deleted after a confirmation.
 */
export function SortablePhotos({
  target,
  images: saved,
  name,
  emptyDescription,
  headingRef,
  renderTileAction,
}: SortablePhotosProps) {
  const { t } = useTranslation('kit');
  const viewHintId = useId();
  const reorder = useReorderPhotos(target);
  const remove = useDeletePhoto(target);
  // The order being saved, shown until the answer replaces the cached gallery (or a failure drops it).
  const [savingOrder, setSavingOrder] = useState<string[] | null>(null);
  const [viewing, setViewing] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<string | null>(null);
  const viewButtons = useRef(new Map<string, HTMLButtonElement>());
  const moveButtons = useRef(new Map<string, HTMLButtonElement>());
  // The move button to give focus back to once its photo is drawn in its new place: React may
  // take the focused tile out of the list and put it back, which drops focus.
  const moved = useRef<{ id: string; step: MoveStep } | null>(null);
  const [moveAnnouncement, setMoveAnnouncement] = useState('');
  // The neighbour's view button (drawn once the gallery is refreshed), or '' for the heading.
  const focusAfterDelete = useFocusAfterRemoval<string>(
    (neighbour) =>
      (neighbour === '' ? headingRef.current : viewButtons.current.get(neighbour)) ?? undefined,
  );

  const images = useMemo(() => inOrder(saved, savingOrder), [saved, savingOrder]);
  const ids = images.map((image) => image.id);
  const total = images.length;
  const positionOf = (id: UniqueIdentifier) => ids.indexOf(String(id)) + 1;

  const sensors = useSensors(
    // A few pixels of movement before a drag starts, so a click on the handle stays a click.
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const announcements: Announcements = {
    onDragStart: ({ active }) => t('photos.dnd.pickedUp', { position: positionOf(active.id) }),
    onDragOver: ({ active, over }) =>
      over
        ? t('photos.dnd.over', { from: positionOf(active.id), to: positionOf(over.id), total })
        : undefined,
    onDragEnd: ({ active, over }) =>
      over && over.id !== active.id
        ? t('photos.dnd.dropped', { from: positionOf(active.id), to: positionOf(over.id), total })
        : t('photos.dnd.stayed', { from: positionOf(active.id) }),
    onDragCancel: ({ active }) => t('photos.dnd.cancelled', { from: positionOf(active.id) }),
  };

  const saveOrder = (next: string[]) => {
    setSavingOrder(next);
    reorder.mutate(next, {
      onError: (error) =>
        toast.error(t('photos.orderFailed', { message: actionErrorMessage(error) })),
      onSettled: () => setSavingOrder(null),
    });
  };

  const handleDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || over.id === active.id) return;
    saveOrder(arrayMove(ids, ids.indexOf(String(active.id)), ids.indexOf(String(over.id))));
  };

  const move = (id: string, step: MoveStep) => {
    const from = ids.indexOf(id);
    const to = from + step;
    if (from < 0 || to < 0 || to >= total) return;
    saveOrder(arrayMove(ids, from, to));
    moved.current = { id, step };
    setMoveAnnouncement(t('photos.moved', { from: from + 1, to: to + 1, total }));
  };

  useLayoutEffect(() => {
    const last = moved.current;
    if (last === null) return;
    moved.current = null;
    const own = moveButtons.current.get(`${last.id}:${last.step}`);
    // At the first or last place its own button is disabled: its twin takes focus.
    const twin = moveButtons.current.get(`${last.id}:${-last.step}`);
    (own && !own.disabled ? own : twin)?.focus();
  }, [images]);

  const confirmDelete = () => {
    if (deleting === null) return;
    const index = ids.indexOf(deleting);
    const neighbour = ids[index + 1] ?? ids[index - 1] ?? '';
    remove.mutate(deleting, {
      onSuccess: () => {
        focusAfterDelete(neighbour);
        setDeleting(null);
        toast.success(t('photos.remove.done'));
      },
      onError: (error) => {
        setDeleting(null);
        toast.error(t('photos.remove.failed', { message: actionErrorMessage(error) }));
      },
    });
  };

  const viewed = viewing === null ? -1 : ids.indexOf(viewing);
  const viewedImage = images[viewed];

  if (total === 0) {
    return (
      <EmptyState
        headingLevel={3}
        className="photo-manager__empty"
        title={t('photos.emptyTitle')}
        description={emptyDescription}
      />
    );
  }

  return (
    <>
      <p className="photo-manager__lead">{t('photos.reorderHint')}</p>
      <p id={viewHintId} className="visually-hidden">
        {t('photos.viewer.open')}
      </p>
      <p className="visually-hidden" aria-live="polite">
        {moveAnnouncement}
      </p>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={handleDragEnd}
        accessibility={{
          announcements,
          screenReaderInstructions: { draggable: t('photos.dnd.instructions') },
        }}
      >
        <SortableContext items={ids} strategy={rectSortingStrategy}>
          <ol className="photo-manager__grid">
            {images.map((image, index) => (
              <PhotoTile
                key={image.id}
                image={image}
                position={index + 1}
                total={total}
                name={name}
                sortingDisabled={reorder.isPending}
                viewHintId={viewHintId}
                action={renderTileAction?.(image, index + 1)}
                onView={() => setViewing(image.id)}
                onDelete={() => setDeleting(image.id)}
                onMove={(step) => move(image.id, step)}
                viewButtonRef={(element) => {
                  if (element) viewButtons.current.set(image.id, element);
                  else viewButtons.current.delete(image.id);
                }}
                moveButtonRef={(step, element) => {
                  if (element) moveButtons.current.set(`${image.id}:${step}`, element);
                  else moveButtons.current.delete(`${image.id}:${step}`);
                }}
              />
            ))}
          </ol>
        </SortableContext>
      </DndContext>

      <Dialog
        open={viewedImage !== undefined}
        onClose={() => setViewing(null)}
        title={t('photos.viewer.title', { position: viewed + 1, total })}
        size="lg"
      >
        {viewedImage && (
          <img
            className="photo-manager__viewer-image"
            src={viewedImage.url}
            alt={t('photos.photoAlt', { name, position: viewed + 1, total })}
          />
        )}
      </Dialog>

      <ConfirmDialog
        open={deleting !== null}
        title={t('photos.remove.title')}
        description={t('photos.remove.description', {
          position: deleting === null ? 0 : positionOf(deleting),
        })}
        confirmLabel={t('photos.remove.confirm')}
        tone="danger"
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}
