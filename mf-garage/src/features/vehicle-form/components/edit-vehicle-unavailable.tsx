import { isApiError } from '@carclub/api-client/is-api-error';
import { ErrorState } from '@carclub/ui';
import { useTranslation } from 'react-i18next';
import { Link } from '@carclub/router';

import '../vehicle-form.css';

export interface EditVehicleUnavailableProps {
  error: unknown;
  onRetry: () => void;
  retrying?: boolean;
}

/**
 * Why the edit page cannot show the car: gone (404), someone else's (403), or a failure another
 * try may cure, which gets a retry.
 */
export function EditVehicleUnavailable({
  error,
  onRetry,
  retrying = false,
}: EditVehicleUnavailableProps) {
  const { t } = useTranslation('garage');
  const status = isApiError(error) ? error.status : undefined;
  if (status === 404 || status === 403) {
    return (
      <div className="vf-unavailable">
        <ErrorState
          title={t(status === 404 ? 'messages.vehicleNotFound' : 'messages.vehicleEditForbidden', {
            ns: 'common',
          })}
        />
        <p className="vf-unavailable__action">
          <Link to="/my/cars">{t('form.edit.toMyCars')}</Link>
        </p>
      </div>
    );
  }
  return (
    <ErrorState
      title={t('messages.vehicleLoadFailed', { ns: 'common' })}
      message={isApiError(error) ? error.message : undefined}
      onRetry={onRetry}
      retrying={retrying}
    />
  );
}
