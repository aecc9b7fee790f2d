import { vehiclePage } from '@carclub/contracts/page-paths';
import { Skeleton, usePageTitle } from '@carclub/ui';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from '@carclub/router';

import { ImportWizard } from '../features/logbook-import';
import { EditVehicleUnavailable } from '../features/vehicle-form';
import { useOwnVehicle } from '../lib/api/get-own-vehicle';

/**
 * The owner's page that imports a CSV file into a car's logbook (`/edit-car/{id}/logbook/import`).
 * Someone else's car is refused by the API (403, 404) and the page says so.
 */
export function LogbookImportPage() {
  const { t } = useTranslation('garage');
  const { carId = '' } = useParams();
  const vehicle = useOwnVehicle(carId);
  const title = t('logbookImport.title');
  usePageTitle(title);

  let body;
  if (vehicle.data) {
    const { ownerNickname, slug, name, id } = vehicle.data;
    const logbookPath = vehiclePage({ nickname: ownerNickname, slug }, { tab: 'logbook' });
    body = (
      <>
        <p className="vf-page__intro">
          <Link to={logbookPath}>{t('logbookImport.forCar', { car: name })}</Link>
        </p>
        <ImportWizard vehicleId={id} logbookPath={logbookPath} />
      </>
    );
  } else if (vehicle.isPending) {
    body = <Skeleton lines={8} />;
  } else {
    body = (
      <EditVehicleUnavailable
        error={vehicle.error}
        onRetry={() => void vehicle.refetch()}
        retrying={vehicle.isFetching}
      />
    );
  }
  return (
    <section className="vf-page" aria-labelledby="page-title">
      <h1 id="page-title">{title}</h1>
      {body}
    </section>
  );
}

export const Component = LogbookImportPage;
