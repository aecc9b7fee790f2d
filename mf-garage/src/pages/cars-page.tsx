import { useTranslation } from 'react-i18next';
import { EmptyState } from '@carclub/ui';

export function CarsPage() {
  const { t } = useTranslation('garage');
  return (
    <section aria-labelledby="page-title">
      <h1 id="page-title">{t('cars.title')}</h1>
      <EmptyState title={t('list.comingSoon')} />
    </section>
  );
}

export const Component = CarsPage;
