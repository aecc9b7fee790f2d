import { useTranslation } from 'react-i18next';

import { OverviewDashboard } from '../features/overview';

/** `/dashboard`: how the community is doing at a glance. */
export function OverviewPage() {
  const { t } = useTranslation('admin');
  return (
    <section aria-labelledby="page-title">
      <h1 id="page-title">{t('overview.title')}</h1>
      <OverviewDashboard />
    </section>
  );
}

export const Component = OverviewPage;
