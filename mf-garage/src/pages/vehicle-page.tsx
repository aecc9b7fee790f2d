import { useTranslation } from 'react-i18next';
import { EmptyState } from '@carclub/ui';

export function VehiclePage() {
  const { t } = useTranslation('garage');
  return (
    <section aria-labelledby="page-title">
      <h1 id="page-title">{t('vehicle.title')}</h1>
      <EmptyState title={t('page.comingSoon')} />
    </section>
  );
}

export const Component = VehiclePage;
