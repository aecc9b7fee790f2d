import type { VehicleImage } from '@carclub/contracts';
import { Button, Dialog } from '@carclub/ui';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

export interface GalleryViewerProps {
  images: readonly VehicleImage[];
  name: string;
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}

/**
 * One photo large, in a dialog: Escape, the close button or the backdrop close it and focus goes
 * back to the thumbnail that opened it (Dialog); the arrow keys and the buttons wrap around.
 */
export function GalleryViewer({ images, name, index, onIndexChange, onClose }: GalleryViewerProps) {
  const { t } = useTranslation('garage');
  const nextRef = useRef<HTMLButtonElement>(null);
  const total = images.length;
  const image = images[index];
  const number = index + 1;

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
      size="lg"
      className="photo-gallery__viewer"
      initialFocusRef={total > 1 ? nextRef : undefined}
    >
      <figure className="photo-gallery__figure">
        <img
          key={image.id}
          src={image.url}
          alt={t('photos.photoAlt', { name, position: number, total })}
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
