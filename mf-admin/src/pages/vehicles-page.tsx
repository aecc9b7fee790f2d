import { useTranslation } from 'react-i18next';

import { RequirePermission } from '../components/require-permission';
import { VehiclesTable } from '../features/moderation';

/** `/dashboard/vehicles`: moderation of cars. */
export function VehiclesPage() {
  const { t } = useTranslation('admin');
  return (
    <RequirePermission permission="content:moderate">
      <section aria-labelledby="page-title">
        <h1 id="page-title">{t('moderation.title')}</h1>
        <p>{t('moderation.intro')}</p>
        <VehiclesTable />
      </section>
    </RequirePermission>
  );
}

export const Component = VehiclesPage;
