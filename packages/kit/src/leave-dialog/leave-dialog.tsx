import { ConfirmDialog } from '@carclub/ui';
import type { Blocker } from '@carclub/router';
import { useTranslation } from 'react-i18next';

import '../i18n';

/**
 * Asks before a navigation that would drop unsaved changes; Cancel keeps the user on the page (the
 * blocker of `useLeaveGuard` from `@carclub/ui`).
 */
export function LeaveDialog({ blocker }: { blocker: Blocker }) {
  const { t } = useTranslation('kit');
  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title={t('leave.title')}
      description={t('leave.description')}
      confirmLabel={t('leave.confirm')}
      tone="danger"
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    />
  );
}
