import { useTranslation } from 'react-i18next';
import { EmptyState } from '@carclub/ui';

export function DashboardPage() {
  const { t } = useTranslation('admin');
  return (
    <section aria-labelledby="page-title">
      <h1 id="page-title">{t('dashboard.title')}</h1>
      <EmptyState title={t('comingSoon')} description={t('dashboard.description')} />
    </section>
  );
}

export const Component = DashboardPage;
