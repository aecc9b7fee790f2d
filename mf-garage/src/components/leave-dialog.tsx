import { ConfirmDialog } from '@carclub/ui';
import { useTranslation } from 'react-i18next';
import type { Blocker } from '@carclub/router';

/** Asks before a navigation that would drop unsaved changes; Cancel keeps the user on the page. */
export function LeaveDialog({ blocker }: { blocker: Blocker }) {
  const { t } = useTranslation('garage');
  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title={t('form.leave.title')}
      description={t('form.leave.description')}
      confirmLabel={t('form.leave.confirm')}
      tone="danger"
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    />
  );
}
