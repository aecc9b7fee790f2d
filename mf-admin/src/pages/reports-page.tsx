import { useTranslation } from 'react-i18next';

import { RequirePermission } from '../components/require-permission';
import { ReportsQueue } from '../features/reports';

/** `/dashboard/reports`: the queue of members' reports. */
export function ReportsPage() {
  const { t } = useTranslation('admin');
  return (
    <RequirePermission permission="reports:handle">
      <section aria-labelledby="page-title">
        <h1 id="page-title">{t('reports.title')}</h1>
        <p>{t('reports.intro')}</p>
        <ReportsQueue />
      </section>
    </RequirePermission>
  );
}

export const Component = ReportsPage;
