import { type Profile } from '@carclub/contracts';
import { Button, Dialog, ProgressBar, toast } from '@carclub/ui';
import { useId, useState, type KeyboardEvent } from 'react';
import Cropper, { type Area, type Point } from 'react-easy-crop';
import { useTranslation } from 'react-i18next';

import { useUploadProfileImage } from '../api/upload-profile-image';
import { cropToBlob, type LoadedImage } from '../lib/canvas-crop';
import { uploadErrorMessage } from '../lib/image-errors';
import { PROFILE_IMAGE_SHAPES, type ProfileImageKind } from '../lib/image-kinds';

const MIN_ZOOM = 1;
const MAX_ZOOM = 4;
const ZOOM_STEP = 0.1;
const clampZoom = (zoom: number) =>
  Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, Math.round(zoom * 10) / 10));

export interface CropDialogProps {
  kind: ProfileImageKind;
  image: LoadedImage;
  profile: Profile;
  /** After a successful upload, or when the member gives up. */
  onClose: () => void;
}

/**
 * The chosen picture in a frame of the kind's shape, moved by drag or arrow keys and zoomed by
 * the slider, + and − or the wheel; Save crops it in the browser and uploads it with its progress.
 * A failed upload keeps the dialog, the picture and the crop, so Try again sends it once more.
 */
export function CropDialog({ kind, image, profile, onClose }: CropDialogProps) {
  const { t } = useTranslation('profile');
  const shape = PROFILE_IMAGE_SHAPES[kind];
  const instructionsId = useId();
  const errorId = useId();
  const [crop, setCrop] = useState<Point>({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(MIN_ZOOM);
  const [area, setArea] = useState<Area | null>(null);
  const [percent, setPercent] = useState(0);
  const [preparing, setPreparing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { mutate: upload, isPending } = useUploadProfileImage(kind, profile);
  const busy = preparing || isPending;

  const fail = (message: string) => {
    setError(message);
    toast.error(t(`images.${kind}.failed`, { message }));
  };

  const save = async () => {
    if (!area || busy) return;
    setError(null);
    setPercent(0);
    setPreparing(true);
    let cropped: Blob;
    try {
      cropped = await cropToBlob(image, area, shape.maxWidth);
    } catch {
      setPreparing(false);
      return fail(t('messages.imageProcessingFailed', { ns: 'common' }));
    }
    setPreparing(false);
    upload(
      {
        image: cropped,
        onProgress: (loaded, total) =>
          setPercent(total > 0 ? Math.min(100, Math.round((loaded / total) * 100)) : 0),
      },
      {
        onSuccess: () => {
          toast.success(t(`images.${kind}.updated`));
          onClose();
        },
        onError: (uploadError) => fail(uploadErrorMessage(t, uploadError)),
      },
    );
  };

  // The library moves the picture with the arrows on its frame; + and − zoom there as well.
  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === '+' || event.key === '=') setZoom((value) => clampZoom(value + ZOOM_STEP));
    else if (event.key === '-' || event.key === '−') {
      setZoom((value) => clampZoom(value - ZOOM_STEP));
    } else return;
    event.preventDefault();
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title={t(`images.${kind}.cropTitle`)}
      description={<span id={instructionsId}>{t('images.crop.instructions')}</span>}
      size="lg"
      dismissible={!busy}
      className="profile-images__dialog"
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {t('images.crop.cancel')}
          </Button>
          <Button
            onClick={() => void save()}
            loading={busy}
            disabled={!area}
            aria-describedby={error !== null ? errorId : undefined}
          >
            {t(error !== null ? 'images.crop.retry' : 'images.crop.save')}
          </Button>
        </>
      }
    >
      {/* Keys pressed on the crop frame bubble here; the frame itself is the focusable control. */}
      <div
        role="presentation"
        className={`profile-images__stage profile-images__stage--${kind}`}
        onKeyDown={handleKeyDown}
      >
        <Cropper
          image={image.url}
          crop={crop}
          zoom={zoom}
          minZoom={MIN_ZOOM}
          maxZoom={MAX_ZOOM}
          aspect={shape.aspect}
          cropShape={shape.cropShape}
          showGrid={false}
          objectFit="contain"
          disableAutomaticStylesInjection
          onCropChange={setCrop}
          onZoomChange={(value) => setZoom(clampZoom(value))}
          onCropComplete={(_, pixels) => setArea(pixels)}
          cropperProps={{
            role: 'application',
            'aria-label': t('images.crop.area'),
            'aria-describedby': instructionsId,
          }}
        />
      </div>
      <div className="profile-images__zoom">
        <Button
          variant="ghost"
          size="sm"
          onClick={() => setZoom((value) => clampZoom(value - ZOOM_STEP))}
          disabled={busy || zoom <= MIN_ZOOM}
          aria-label={t('images.crop.zoomOut')}
        >
          −
        </Button>
        <input
          type="range"
          className="profile-images__zoom-slider"
          min={MIN_ZOOM}
          max={MAX_ZOOM}
          step={ZOOM_STEP}
          value={zoom}
          disabled={busy}
          aria-label={t('images.crop.zoom')}
          aria-valuetext={`${Math.round(zoom * 100)}%`}
          onChange={(event) => setZoom(clampZoom(Number(event.currentTarget.value)))}
        />
        <Button
          variant="ghost"
          size="sm"
          onClick={() => setZoom((value) => clampZoom(value + ZOOM_STEP))}
          disabled={busy || zoom >= MAX_ZOOM}
          aria-label={t('images.crop.zoomIn')}
        >
          +
        </Button>
      </div>
      {isPending && (
        <ProgressBar
          value={percent}
          label={t(`images.${kind}.uploading`)}
          valueText={
            percent === 100 ? t('images.crop.processing') : t('images.crop.uploading', { percent })
          }
        />
      )}
      <p className="visually-hidden" role="status">
        {isPending ? t(`images.${kind}.uploading`) : ''}
      </p>
      {error !== null && (
        <p id={errorId} className="profile-images__error" role="alert">
          {error}
        </p>
      )}
    </Dialog>
  );
}
