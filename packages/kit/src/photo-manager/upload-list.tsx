import { Button, ProgressBar, type ProgressBarTone } from '@carclub/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import { isActive, type PhotoUpload } from './use-photo-uploads';
import '../i18n';

export interface UploadListProps {
  uploads: PhotoUpload[];
  onClear: () => void;
}

const TONES: Record<PhotoUpload['state'], ProgressBarTone> = {
  waiting: 'accent',
  uploading: 'accent',
  processing: 'accent',
  done: 'success',
  failed: 'danger',
  refused: 'danger',
};

/**
 * One row per file still on its way or not added: its name, a progress bar and where it stands (or
 * why it was refused). Files added fold into one line, "20 photos uploaded", so a full gallery's
 * batch does not push the gallery a screen down; the ones that failed stay listed with their error.
 */
export function UploadList({ uploads, onClear }: UploadListProps) {
  const { t } = useTranslation('kit');
  const titleId = useId();
  if (uploads.length === 0) return null;
  const uploaded = uploads.filter((upload) => upload.state === 'done').length;
  const rows = uploads.filter((upload) => upload.state !== 'done');

  const statusText = (upload: PhotoUpload) => {
    switch (upload.state) {
      case 'waiting':
        return t('photos.uploads.waiting');
      case 'uploading':
        return t('photos.uploads.uploading', { percent: upload.percent });
      case 'processing':
        return t('photos.uploads.processing');
      default:
        return upload.error ?? '';
    }
  };

  return (
    <div className="photo-manager__uploads">
      <div className="photo-manager__uploads-head">
        <h3 id={titleId} className="photo-manager__subtitle">
          {t('photos.uploads.label')}
        </h3>
        {!uploads.some(isActive) && (
          <Button size="sm" variant="ghost" onClick={onClear}>
            {t('photos.uploads.clear')}
          </Button>
        )}
      </div>
      {uploaded > 0 && (
        <p className="photo-manager__upload-summary">
          {t('photos.uploads.uploaded', { count: uploaded })}
        </p>
      )}
      {rows.length > 0 && (
        <ul className="photo-manager__upload-list" aria-labelledby={titleId}>
          {rows.map((upload) => {
            const status = statusText(upload);
            const problem = upload.state === 'failed' || upload.state === 'refused';
            return (
              <li key={upload.id} className="photo-manager__upload">
                <span className="photo-manager__upload-name">{upload.name}</span>
                {upload.state !== 'refused' && (
                  <ProgressBar
                    value={upload.state === 'failed' ? 100 : upload.percent}
                    label={upload.name}
                    valueText={status}
                    tone={TONES[upload.state]}
                  />
                )}
                <span className={problem ? 'photo-manager__error' : 'photo-manager__upload-status'}>
                  {status}
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
