import { useTranslation } from 'react-i18next';

import { RequirePermission } from '../components/require-permission';
import { AuditLogView } from '../features/audit-log';

/** `/dashboard/audit`: who did what, for every staff member allowed to read it. */
export function AuditPage() {
  const { t } = useTranslation('admin');
  return (
    <section aria-labelledby="page-title">
      <h1 id="page-title">{t('auditLog.title')}</h1>
      <RequirePermission permission="audit:read">
        <p>{t('auditLog.intro')}</p>
        <AuditLogView />
      </RequirePermission>
    </section>
  );
}

export const Component = AuditPage;
