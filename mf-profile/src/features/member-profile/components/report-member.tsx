import { Button } from '@carclub/ui';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';

// The form (react-hook-form and its zod resolver, 18 KB) comes with the first click, not with
// every visitor's page (ADR 0084).
const ReportMemberDialog = lazy(() =>
  import('./report-member-dialog').then(({ ReportMemberDialog: dialog }) => ({
    default: dialog,
  })),
);

/** "Report" on another member's page: a reason from a short list and, if wanted, a few words. */
export function ReportMember({ nickname }: { nickname: string }) {
  const { t } = useTranslation('profile');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="ghost" size="sm" className="member__report" onClick={() => setOpen(true)}>
        {t('member.report.button')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <ReportMemberDialog nickname={nickname} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
