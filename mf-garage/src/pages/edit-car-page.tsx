import { useTranslation } from 'react-i18next';
import { EmptyState } from '@carclub/ui';

export function EditCarPage() {
  const { t } = useTranslation('garage');
  return (
    <section aria-labelledby="page-title">
      <h1 id="page-title">{t('editCar.title')}</h1>
      <EmptyState title={t('form.comingSoon')} />
    </section>
  );
}

export const Component = EditCarPage;
