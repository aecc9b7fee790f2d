import { useRef } from 'react';
import { useTranslation } from 'react-i18next';

import { RequirePermission } from '../components/require-permission';
import { ReportsQueue } from '../features/reports';

/** `/dashboard/reports`: the queue of members' reports. */
export function ReportsPage() {
  const { t } = useTranslation('admin');
  const heading = useRef<HTMLHeadingElement>(null);
  return (
    <RequirePermission permission="reports:handle">
      <section aria-labelledby="page-title">
        <h1 id="page-title" tabIndex={-1} ref={heading}>
          {t('reports.title')}
        </h1>
        <p>{t('reports.intro')}</p>
        <ReportsQueue headingRef={heading} />
      </section>
    </RequirePermission>
  );
}

export const Component = ReportsPage;
