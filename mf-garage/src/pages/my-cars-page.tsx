import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { VehicleList } from '../features/vehicle-list';

export function MyCarsPage() {
  const { t } = useTranslation('garage');
  return (
    <section aria-labelledby="page-title">
      <header className="vl-page__header">
        <h1 id="page-title">{t('myCars.title')}</h1>
        <Link className="vl-link-button" to="/add-car">
          {t('list.addCar')}
        </Link>
      </header>
      <VehicleList scope="own" />
    </section>
  );
}

export const Component = MyCarsPage;
