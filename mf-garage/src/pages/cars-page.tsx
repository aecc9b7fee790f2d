import { useTranslation } from 'react-i18next';

import { VehicleList } from '../features/vehicle-list';

export function CarsPage() {
  const { t } = useTranslation('garage');
  return (
    <section aria-labelledby="page-title">
      <header className="vl-page__header">
        <h1 id="page-title">{t('cars.title')}</h1>
        <p className="vl-page__intro">{t('list.publicIntro')}</p>
      </header>
      <VehicleList scope="public" />
    </section>
  );
}

export const Component = CarsPage;
