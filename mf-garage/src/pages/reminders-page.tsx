import { REMINDER_DUE_SOON_DAYS, REMINDER_DUE_SOON_KM } from '@carclub/contracts';
import { Skeleton, usePageTitle } from '@carclub/ui';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from '@carclub/router';

import { logbookTabPath } from '../features/logbook/lib/paths';
import { Reminders } from '../features/reminders';
import { EditVehicleUnavailable } from '../features/vehicle-form';
import { formatNumber } from '../lib/format';
import { useOwnVehicle } from '../lib/api/get-own-vehicle';
import '../components/form.css';

/** The owner's reminders of a car (`/edit-car/{id}/reminders`), where a due one's notice leads. */
export function RemindersPage() {
  const { t, i18n } = useTranslation('garage');
  const language = i18n.resolvedLanguage ?? i18n.language;
  const { carId = '' } = useParams();
  const vehicle = useOwnVehicle(carId);
  usePageTitle(t('reminders.title'));
  const car = vehicle.data;

  return (
    <section className="vf-page" aria-labelledby="page-title">
      <h1 id="page-title">{t('reminders.title')}</h1>
      {car ? (
        <>
          <p className="vf-page__intro">
            {t('reminders.intro', {
              car: car.name,
              count: REMINDER_DUE_SOON_DAYS,
              days: formatNumber(REMINDER_DUE_SOON_DAYS, language),
              km: formatNumber(REMINDER_DUE_SOON_KM, language),
            })}{' '}
            <Link to={logbookTabPath({ id: car.id, nickname: car.ownerNickname, slug: car.slug })}>
              {t('reminders.toLogbook')}
            </Link>
          </p>
          <Reminders vehicleId={car.id} />
        </>
      ) : vehicle.isPending ? (
        <Skeleton lines={8} />
      ) : (
        <EditVehicleUnavailable
          error={vehicle.error}
          onRetry={() => void vehicle.refetch()}
          retrying={vehicle.isFetching}
        />
      )}
    </section>
  );
}

export const Component = RemindersPage;
