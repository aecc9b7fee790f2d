import { useTranslation } from 'react-i18next';

import { RequirePermission } from '../components/require-permission';
import { MembersTable } from '../features/members';

/** `/dashboard/members`: find a member by e-mail or nickname, filter, sort and page. */
export function MembersPage() {
  const { t } = useTranslation('admin');
  return (
    <RequirePermission permission="members:read">
      <section aria-labelledby="page-title">
        <h1 id="page-title">{t('members.title')}</h1>
        <MembersTable />
      </section>
    </RequirePermission>
  );
}

export const Component = MembersPage;
