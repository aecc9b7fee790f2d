import { can, type Permission } from '@carclub/contracts';
import { useCurrentUser } from '@carclub/session';
import { EmptyState } from '@carclub/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The shell lets all staff into /dashboard; a section that needs more (a moderator on the
 * reference data) says so instead of showing a page whose every call the server would refuse.
 */
export function RequirePermission({
  permission,
  children,
}: {
  permission: Permission;
  children: ReactNode;
}) {
  const { t } = useTranslation('admin');
  if (can(useCurrentUser().data, permission)) return children;
  return <EmptyState title={t('noPermission.title')} description={t('noPermission.description')} />;
}
