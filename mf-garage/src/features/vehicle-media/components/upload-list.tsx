import { Button, ProgressBar, type ProgressBarTone } from '@carclub/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import { isActive, type GalleryUpload } from '../hooks/use-gallery-uploads';

export interface UploadListProps {
  uploads: GalleryUpload[];
  onClear: () => void;
}

const TONES: Record<GalleryUpload['state'], ProgressBarTone> = {
  waiting: 'accent',
  uploading: 'accent',
  processing: 'accent',
  done: 'success',
  failed: 'danger',
  refused: 'danger',
};

/** One row per chosen file: its name, a progress bar and where it stands (or why it was refused). */
export function UploadList({ uploads, onClear }: UploadListProps) {
  const { t } = useTranslation('garage');
  const titleId = useId();
  if (uploads.length === 0) return null;

  const statusText = (upload: GalleryUpload) => {
    switch (upload.state) {
      case 'waiting':
        return t('media.uploads.waiting');
      case 'uploading':
        return t('media.uploads.uploading', { percent: upload.percent });
      case 'processing':
        return t('media.uploads.processing');
      case 'done':
        return t('media.uploads.done');
      default:
        return upload.error ?? '';
    }
  };

  return (
    <div className="vehicle-media__uploads">
      <div className="vehicle-media__uploads-head">
        <h3 id={titleId} className="vehicle-media__subtitle">
          {t('media.uploads.label')}
        </h3>
        {!uploads.some(isActive) && (
          <Button size="sm" variant="ghost" onClick={onClear}>
            {t('media.uploads.clear')}
          </Button>
        )}
      </div>
      <ul className="vehicle-media__upload-list" aria-labelledby={titleId}>
        {uploads.map((upload) => {
          const status = statusText(upload);
          const problem = upload.state === 'failed' || upload.state === 'refused';
          return (
            <li key={upload.id} className="vehicle-media__upload">
              <span className="vehicle-media__upload-name">{upload.name}</span>
              {upload.state !== 'refused' && (
                <ProgressBar
                  value={upload.state === 'failed' ? 100 : upload.percent}
                  label={upload.name}
                  valueText={status}
                  tone={TONES[upload.state]}
                />
              )}
              <span className={problem ? 'vehicle-media__error' : 'vehicle-media__upload-status'}>
                {status}
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
