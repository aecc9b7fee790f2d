import { Button } from '@carclub/ui';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';

import '../i18n';
import { type ReportSubject, reportSubjectName } from './report-subject';

// The form (react-hook-form and its zod resolver, 18 KB) comes with the first click, not with
// every visitor's page (ADR 0084).
const ReportDialog = lazy(() =>
  import('./report-dialog').then(({ ReportDialog: dialog }) => ({ default: dialog })),
);

/**
 * "Report" on someone else's car, member page, post, logbook entry or comment: a reason from a
 * short list and, if wanted, a few words. `className` places the button in the page's layout.
 * A comment's button names the comment's author, as a thread has one button per comment.
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
      <Button
        variant="ghost"
        size="sm"
        className={className}
        aria-label={
          subject.subjectType === 'comment'
            ? t('report.comment.buttonLabel', { name: reportSubjectName(subject) })
            : undefined
        }
        onClick={() => setOpen(true)}
      >
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
