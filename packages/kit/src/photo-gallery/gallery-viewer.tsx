import type { VehicleImage } from '@carclub/contracts';
import { Button, Dialog } from '@carclub/ui';
import { useEffect, useRef, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import '../i18n';

export interface GalleryViewerProps {
  images: readonly VehicleImage[];
  name: string;
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}

/** How far a finger (or a pressed mouse) travels sideways, px, before it counts as a swipe. */
export const SWIPE_DISTANCE = 50;

/**
 * One photo as large as the window allows, in a dialog over the whole window: Escape or the close
 * button close it and focus goes back to the thumbnail that opened it (Dialog); a sideways swipe,
 * the arrow keys and the buttons page through, wrapping around, while focus stays where it is.
 */
export function GalleryViewer({ images, name, index, onIndexChange, onClose }: GalleryViewerProps) {
  const { t } = useTranslation('kit');
  const nextRef = useRef<HTMLButtonElement>(null);
  const swipeStart = useRef<{ pointerId: number; x: number; y: number } | null>(null);
  const total = images.length;
  const image = images[index];
  const number = index + 1;

  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    if (!event.isPrimary || (event.pointerType === 'mouse' && event.button !== 0)) return;
    swipeStart.current = { pointerId: event.pointerId, x: event.clientX, y: event.clientY };
  };
  const onPointerUp = (event: PointerEvent<HTMLElement>) => {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (total < 2 || !start || start.pointerId !== event.pointerId) return;
    const dx = event.clientX - start.x;
    const dy = event.clientY - start.y;
    // Mostly sideways: a vertical scroll or a tap is not a swipe.
    if (Math.abs(dx) < SWIPE_DISTANCE || Math.abs(dx) <= Math.abs(dy)) return;
    // The photo follows the finger: a swipe to the left brings the next one.
    onIndexChange((index + (dx < 0 ? 1 : -1) + total) % total);
  };

  useEffect(() => {
    if (total < 2) return undefined;
    // On the document rather than the dialog, so the keys work wherever focus is inside it.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
      if (step === 0) return;
      event.preventDefault();
      onIndexChange((index + step + total) % total);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [index, total, onIndexChange]);

  if (!image) return null;
  return (
    <Dialog
      open
      onClose={onClose}
      title={name}
      description={total > 1 ? t('photos.viewer.keyboardHint') : undefined}
      size="full"
      className="photo-gallery__viewer"
      initialFocusRef={total > 1 ? nextRef : undefined}
    >
      <figure
        className="photo-gallery__figure"
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => {
          swipeStart.current = null;
        }}
      >
        <img
          key={image.id}
          src={image.url}
          alt={t('photos.photoAlt', { name, position: number, total })}
          // A pressed mouse swipes, as a finger does, rather than dragging the picture away.
          draggable={false}
        />
        <figcaption aria-live="polite">
          {t('photos.viewer.title', { position: number, total })}
        </figcaption>
      </figure>
      {total > 1 && (
        <div className="photo-gallery__nav">
          <Button
            variant="secondary"
            onClick={() => onIndexChange((index - 1 + total) % total)}
            icon={<Arrow direction="left" />}
          >
            {t('photos.viewer.previous')}
          </Button>
          <Button
            ref={nextRef}
            variant="secondary"
            onClick={() => onIndexChange((index + 1) % total)}
          >
            {t('photos.viewer.next')}
            <Arrow direction="right" />
          </Button>
        </div>
      )}
    </Dialog>
  );
}

function Arrow({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false" className="photo-gallery__arrow">
      <path d={direction === 'left' ? 'M10 3L5 8l5 5' : 'M6 3l5 5-5 5'} />
    </svg>
  );
}
