import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '@carclub/ui';

/** What a remote's routes show while that remote cannot be loaded; the rest of the site works. */
export function RemoteUnavailable({ onRetry }: { onRetry: () => Promise<void> }) {
  const { t } = useTranslation('shell');
  const [retrying, setRetrying] = useState(false);
  return (
    <ErrorState
      title={t('unavailable.title')}
      message={t('unavailable.description')}
      retryLabel={retrying ? t('unavailable.retrying') : t('unavailable.retry')}
      onRetry={() => {
        setRetrying(true);
        void onRetry().finally(() => setRetrying(false));
      }}
    />
  );
}
