import { useTranslation } from 'react-i18next';

import { AddVehicleForm } from '../features/vehicle-form';

export function AddCarPage() {
  const { t } = useTranslation('garage');
  return (
    <section className="vf-page" aria-labelledby="page-title">
      <h1 id="page-title">{t('addCar.title')}</h1>
      <p className="vf-page__intro">{t('form.addIntro')}</p>
      <AddVehicleForm />
    </section>
  );
}

export const Component = AddCarPage;
