import { useTranslation } from 'react-i18next';
import { EmptyState } from '@carclub/ui';

export function AnalyticsPage() {
  const { t } = useTranslation('profile');
  return (
    <section aria-labelledby="page-title">
      <h1 id="page-title">{t('analytics.title')}</h1>
      <EmptyState title={t('comingSoon')} description={t('analytics.description')} />
    </section>
  );
}

export const Component = AnalyticsPage;
