import { ConfirmDialog } from '@carclub/ui';
import { useTranslation } from 'react-i18next';
import type { Blocker } from '@carclub/router';

/** Asks before a navigation that would drop unsaved changes; Cancel keeps the user on the page. */
export function LeaveDialog({ blocker }: { blocker: Blocker }) {
  const { t } = useTranslation('profile');
  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title={t('profileForm.leave.title')}
      description={t('profileForm.leave.description')}
      confirmLabel={t('profileForm.leave.confirm')}
      tone="danger"
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    />
  );
}
