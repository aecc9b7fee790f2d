import { ButtonLink } from '@carclub/ui';
import { useTranslation } from 'react-i18next';

import { VehicleList } from '../features/vehicle-list';

export function MyCarsPage() {
  const { t } = useTranslation('garage');
  return (
    <section aria-labelledby="page-title">
      <header className="vl-page__header">
        <h1 id="page-title">{t('myCars.title')}</h1>
        <ButtonLink to="/add-car">{t('list.addCar')}</ButtonLink>
      </header>
      <VehicleList scope="own" />
    </section>
  );
}

export const Component = MyCarsPage;
