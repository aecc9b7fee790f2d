import { useTranslation } from 'react-i18next';

import { RequirePermission } from '../components/require-permission';
import { ReferenceDataManager } from '../features/reference-data';

/** `/dashboard/reference`: the lists members choose from, for administrators. */
export function ReferencePage() {
  const { t } = useTranslation('admin');
  return (
    <section aria-labelledby="page-title">
      <h1 id="page-title">{t('referenceData.title')}</h1>
      <RequirePermission permission="reference:manage">
        <p>{t('referenceData.intro')}</p>
        <ReferenceDataManager />
      </RequirePermission>
    </section>
  );
}

export const Component = ReferencePage;
