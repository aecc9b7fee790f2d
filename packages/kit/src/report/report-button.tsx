import { Button } from '@carclub/ui';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';

import '../i18n';
import type { ReportSubject } from './report-subject';

// The form (react-hook-form and its zod resolver, 18 KB) comes with the first click, not with
// every visitor's page (ADR 0084).
const ReportDialog = lazy(() =>
  import('./report-dialog').then(({ ReportDialog: dialog }) => ({ default: dialog })),
);

/**
 * "Report" on someone else's car or member page: a reason from a short list and, if wanted, a
 * few words. `className` places the button in the page's layout.
 */
export function ReportButton({
  subject,
  className,
}: {
  subject: ReportSubject;
  className?: string;
}) {
  const { t } = useTranslation('kit');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="ghost" size="sm" className={className} onClick={() => setOpen(true)}>
        {t('report.button')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <ReportDialog subject={subject} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
