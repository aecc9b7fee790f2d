import {
  REPORT_DETAILS_MAX_LENGTH,
  REPORT_REASONS,
  type ReportFormInput,
  reportFormSchema,
} from '@carclub/contracts';
import { errorText } from '@carclub/forms';
import { Button, Dialog, Field, TextArea } from '@carclub/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { useReportVehicle } from '../api/report-vehicle';

/** The report's form in a dialog: loaded when "Report" is first clicked (see report-vehicle). */
export function ReportVehicleDialog({
  vehicleId,
  name,
  onClose,
}: {
  vehicleId: string;
  name: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('garage');
  const { t: common } = useTranslation('common');
  const formId = useId();
  const errorId = useId();
  const legendId = useId();
  const report = useReportVehicle();
  const form = useForm<ReportFormInput>({
    resolver: zodResolver(reportFormSchema),
    defaultValues: { details: '' },
  });
  const { errors, isSubmitting, isSubmitted } = form.formState;
  const reasonError = isSubmitted ? errorText(errors.reason, (key) => common(key)) : undefined;
  const submit = form.handleSubmit(async ({ reason, details }) => {
    try {
      await report.mutateAsync({
        subjectType: 'vehicle',
        vehicleId,
        reason,
        details: details || null,
      });
      onClose();
    } catch {
      // Toasted; what was chosen and typed stays for another try.
    }
  });

  return (
    <Dialog
      open
      onClose={onClose}
      title={t('page.report.title', { name })}
      description={t('page.report.description')}
      dismissible={!isSubmitting}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={isSubmitting}>
            {t('page.report.cancel')}
          </Button>
          <Button type="submit" form={formId} loading={isSubmitting}>
            {t('page.report.submit')}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={(event) => void submit(event)}>
        {/* A radio group, so that it can say it is required and invalid (a fieldset cannot). */}
        <fieldset
          className="vehicle-page__report-reasons"
          role="radiogroup"
          aria-labelledby={legendId}
          aria-required="true"
          aria-invalid={reasonError ? true : undefined}
          aria-describedby={reasonError ? errorId : undefined}
        >
          <legend id={legendId}>
            {t('page.report.reason')}{' '}
            <span aria-hidden="true" className="cc-field__required">
              *
            </span>
          </legend>
          {REPORT_REASONS.map((reason) => (
            <label key={reason} className="vehicle-page__report-reason">
              <input type="radio" value={reason} {...form.register('reason')} />
              {t(`page.report.reasons.${reason}`)}
            </label>
          ))}
          {reasonError && (
            <p id={errorId} className="cc-field__error" role="alert">
              {reasonError}
            </p>
          )}
        </fieldset>
        <Field
          label={t('page.report.details')}
          error={errorText(errors.details, (key) => common(key))}
          touched={isSubmitted}
        >
          <TextArea {...form.register('details')} rows={3} maxLength={REPORT_DETAILS_MAX_LENGTH} />
        </Field>
      </form>
    </Dialog>
  );
}
