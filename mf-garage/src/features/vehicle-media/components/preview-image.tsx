import {
  IMAGE_MIME_TYPES,
  IMAGE_MAX_SIZE_MB,
  imageSrcset,
  SMALL_IMAGE_MAX_WIDTH,
  type Vehicle,
} from '@carclub/contracts';
import { fileProblem, fileRequiredMessage, uploadErrorMessage } from '@carclub/kit';
import { FileDropZone, ProgressBar, toast } from '@carclub/ui';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { PREVIEW_FIELD, useUploadPreview } from '../api/upload-preview';
import { CarPlaceholderIcon } from './icons';

export interface PreviewImageProps {
  vehicle: Vehicle;
}

/** The current preview (or a placeholder) and a file button / drop zone that replaces it at once. */
/** The preview's frame: at most 28rem wide beside the controls, the whole column on a phone. */
const PREVIEW_FRAME_SIZES = '(min-width: 40rem) 28rem, calc(100vw - 2.5rem)';

export function PreviewImage({ vehicle }: PreviewImageProps) {
  const { t } = useTranslation('garage');
  const picture = vehicle.previewPicture;
  const srcset = picture
    ? imageSrcset(picture.variants, { maxWidth: SMALL_IMAGE_MAX_WIDTH })
    : undefined;
  const titleId = useId();
  const errorId = useId();
  const { mutate: upload, isPending } = useUploadPreview(vehicle.id);
  const [percent, setPercent] = useState(0);
  const [error, setError] = useState<string | null>(null);

  const fail = (message: string) => {
    setError(message);
    toast.error(t('media.preview.failed', { message }));
  };

  const handleFiles = ([file]: File[]) => {
    if (!file) return fail(fileRequiredMessage());
    const problem = fileProblem(file);
    if (problem !== null) return fail(problem);
    setError(null);
    setPercent(0);
    upload(
      {
        file,
        onProgress: (loaded, total) =>
          setPercent(total > 0 ? Math.min(100, Math.round((loaded / total) * 100)) : 0),
      },
      {
        onSuccess: () => toast.success(t('media.preview.updated')),
        onError: (uploadError) => fail(uploadErrorMessage(uploadError, PREVIEW_FIELD)),
      },
    );
  };

  return (
    <section className="vehicle-media__section" aria-labelledby={titleId}>
      <h2 id={titleId} className="vehicle-media__title">
        {t('media.preview.title')}
      </h2>
      <p className="vehicle-media__lead">{t('media.preview.description')}</p>
      <div className="vehicle-media__preview">
        <div className="vehicle-media__preview-frame">
          {vehicle.previewImage ? (
            <img
              src={vehicle.previewImage}
              srcSet={srcset}
              sizes={srcset && PREVIEW_FRAME_SIZES}
              width={picture?.width ?? undefined}
              height={picture?.height ?? undefined}
              alt={t('media.preview.alt', { name: vehicle.name })}
              decoding="async"
            />
          ) : (
            <div className="vehicle-media__placeholder">
              <CarPlaceholderIcon />
              <p>{t('media.preview.empty')}</p>
            </div>
          )}
        </div>
        <div className="vehicle-media__preview-controls">
          <FileDropZone
            buttonLabel={t(vehicle.previewImage ? 'media.preview.replace' : 'media.preview.choose')}
            hint={t('media.preview.hint', { size: IMAGE_MAX_SIZE_MB })}
            accept={IMAGE_MIME_TYPES.join(',')}
            disabled={isPending}
            describedBy={error !== null ? errorId : undefined}
            onFiles={handleFiles}
          />
          {isPending && (
            <ProgressBar
              className="vehicle-media__preview-progress"
              value={percent}
              label={t('media.preview.uploading')}
              valueText={
                percent === 100
                  ? t('media.preview.processing')
                  : t('media.preview.progress', { percent })
              }
            />
          )}
          {error !== null && (
            <p id={errorId} className="vehicle-media__error">
              {error}
            </p>
          )}
        </div>
      </div>
    </section>
  );
}
