import {
  REPORT_DETAILS_MAX_LENGTH,
  REPORT_REASONS,
  type ReportCreate,
  type ReportFormInput,
  reportFormSchema,
} from '@carclub/contracts';
import { errorText } from '@carclub/forms';
import { Button, Dialog, Field, TextArea } from '@carclub/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import '../i18n';
import { type ReportSubject, reportSubjectName } from './report-subject';
import { useReport } from './use-report';
import './report-dialog.css';

/** The subject as `POST /reports` names it: its id (a member by nickname), without its name. */
function reportedId(subject: ReportSubject) {
  switch (subject.subjectType) {
    case 'vehicle':
      return { subjectType: subject.subjectType, vehicleId: subject.vehicleId };
    case 'member':
      return { subjectType: subject.subjectType, nickname: subject.nickname };
    case 'discussion':
      return { subjectType: subject.subjectType, discussionId: subject.discussionId };
    case 'comment':
      return { subjectType: subject.subjectType, commentId: subject.commentId };
  }
}

/** The report's form in a dialog: loaded when "Report" is first clicked (see `ReportButton`). */
export function ReportDialog({
  subject,
  onClose,
}: {
  subject: ReportSubject;
  onClose: () => void;
}) {
  const { t } = useTranslation('kit');
  const { t: common } = useTranslation('common');
  const formId = useId();
  const errorId = useId();
  const legendId = useId();
  const report = useReport();
  const form = useForm<ReportFormInput>({
    resolver: zodResolver(reportFormSchema),
    defaultValues: { details: '' },
  });
  const { errors, isSubmitting, isSubmitted } = form.formState;
  const reasonError = isSubmitted ? errorText(errors.reason, (key) => common(key)) : undefined;
  const kind = subject.subjectType;
  const name = reportSubjectName(subject);
  const submit = form.handleSubmit(async ({ reason, details }) => {
    const fields = { reason, details: details || null };
    const payload: ReportCreate = { ...reportedId(subject), ...fields };
    try {
      await report.mutateAsync(payload);
      onClose();
    } catch {
      // Toasted; what was chosen and typed stays for another try.
    }
  });

  return (
    <Dialog
      open
      onClose={onClose}
      title={t(`report.${kind}.title`, { name })}
      description={t(`report.${kind}.description`)}
      dismissible={!isSubmitting}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={isSubmitting}>
            {t('report.cancel')}
          </Button>
          <Button type="submit" form={formId} loading={isSubmitting}>
            {t('report.submit')}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={(event) => void submit(event)}>
        {/* A radio group, so that it can say it is required and invalid (a fieldset cannot). */}
        <fieldset
          className="cc-report__reasons"
          role="radiogroup"
          aria-labelledby={legendId}
          aria-required="true"
          aria-invalid={reasonError ? true : undefined}
          aria-describedby={reasonError ? errorId : undefined}
        >
          <legend id={legendId}>
            {t('report.reason')}{' '}
            <span aria-hidden="true" className="cc-field__required">
              *
            </span>
          </legend>
          {REPORT_REASONS.map((reason) => (
            <label key={reason} className="cc-report__reason">
              <input type="radio" value={reason} {...form.register('reason')} />
              {t(`report.${kind}.reasons.${reason}`)}
            </label>
          ))}
          {reasonError && (
            <p id={errorId} className="cc-field__error" role="alert">
              {reasonError}
            </p>
          )}
        </fieldset>
        <Field
          label={t('report.details')}
          error={errorText(errors.details, (key) => common(key))}
          touched={isSubmitted}
        >
          <TextArea {...form.register('details')} rows={3} maxLength={REPORT_DETAILS_MAX_LENGTH} />
        </Field>
      </form>
    </Dialog>
  );
}
