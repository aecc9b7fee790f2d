import { useTranslation } from 'react-i18next';
import { EmptyState } from '@carclub/ui';

export function AddCarPage() {
  const { t } = useTranslation('garage');
  return (
    <section aria-labelledby="page-title">
      <h1 id="page-title">{t('addCar.title')}</h1>
      <EmptyState title={t('form.comingSoon')} />
    </section>
  );
}

export const Component = AddCarPage;
