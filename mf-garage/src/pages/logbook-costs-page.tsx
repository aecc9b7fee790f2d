import { Skeleton, usePageTitle } from '@carclub/ui';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from '@carclub/router';

import { logbookTabPath } from '../features/logbook/lib/paths';
import { LogbookCosts } from '../features/logbook-costs';
import { EditVehicleUnavailable } from '../features/vehicle-form';
import { useOwnVehicle } from '../lib/api/get-own-vehicle';
import '../components/form.css';

/** What the owner's car cost (`/edit-car/{id}/logbook/costs`): the owner's view only. */
export function LogbookCostsPage() {
  const { t } = useTranslation('garage');
  const { carId = '' } = useParams();
  const vehicle = useOwnVehicle(carId);
  usePageTitle(t('costs.title'));
  const car = vehicle.data;

  return (
    <section className="vf-page" aria-labelledby="page-title">
      <h1 id="page-title">{t('costs.title')}</h1>
      {car ? (
        <>
          <p className="vf-page__intro">
            {t('costs.intro', { car: car.name })}{' '}
            <Link to={logbookTabPath({ id: car.id, nickname: car.ownerNickname, slug: car.slug })}>
              {t('costs.toLogbook')}
            </Link>
          </p>
          <LogbookCosts vehicleId={car.id} />
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

export const Component = LogbookCostsPage;
