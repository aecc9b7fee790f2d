import { toApiError } from '@carclub/api-client';
import {
  LOGBOOK_CATEGORIES,
  REMINDER_TITLE_MAX_LENGTH,
  type Reminder,
  type ReminderInput,
} from '@carclub/contracts';
import { FormField, FormSection, FormSelect, showServerFieldErrors } from '@carclub/forms';
import { Button, toast, useLeaveGuard } from '@carclub/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { LeaveDialog } from '@carclub/kit';
import { useSaveReminder } from '../api/save-reminder';
import {
  emptyReminderFormValues,
  REMINDER_FIELDS,
  reminderFormSchema,
  reminderFormValues,
  type ReminderFormValues,
} from '../schemas';

export interface ReminderFormProps {
  vehicleId: string;
  /** The reminder to edit; a new one when absent. */
  reminder?: Reminder;
  /** Saved or cancelled: the page closes the form. */
  onClose: () => void;
}

type Form = UseFormReturn<ReminderFormValues, unknown, ReminderInput>;

/**
 * Adds or saves one reminder: what, when it is first due (date, mileage or both) and how it
 * repeats. The contract's schema checks it as the API will; nothing typed is lost on an error.
 */
export function ReminderForm({ vehicleId, reminder, onClose }: ReminderFormProps) {
  const { t } = useTranslation('garage');
  const save = useSaveReminder();
  const form: Form = useForm<ReminderFormValues, unknown, ReminderInput>({
    resolver: zodResolver(reminderFormSchema),
    mode: 'onTouched',
    defaultValues: reminder ? reminderFormValues(reminder) : emptyReminderFormValues(),
  });
  const { blocker, allowLeaving } = useLeaveGuard(form.formState.isDirty);
  // Opened by a button that is now gone: the form takes focus, at its first field.
  useEffect(() => form.setFocus('title'), [form]);

  const onSubmit = form.handleSubmit(async (payload) => {
    try {
      await save.mutateAsync({ vehicleId, reminderId: reminder?.id, reminder: payload });
      toast.success(reminder ? t('reminders.form.saved') : t('reminders.form.created'));
      allowLeaving();
      onClose();
    } catch (error) {
      const apiError = toApiError(error);
      if (!showServerFieldErrors(form.setError, apiError.fieldErrors, REMINDER_FIELDS)) {
        // "At most 50 per car" comes under `reminders`, no field of the form's own.
        toast.error(apiError.fieldErrors['reminders'] ?? apiError.message);
      }
    }
  });

  return (
    <form
      className="cc-form reminder-form"
      noValidate
      aria-label={
        reminder
          ? t('reminders.form.editTitle', { title: reminder.title })
          : t('reminders.form.addTitle')
      }
      onSubmit={(event) => void onSubmit(event)}
    >
      <FormSection title={t('reminders.form.what')}>
        <FormField
          form={form}
          name="title"
          label={t('reminders.form.title')}
          hint={t('reminders.form.titleHint')}
          required
          maxLength={REMINDER_TITLE_MAX_LENGTH}
        />
        <FormSelect
          form={form}
          name="category"
          label={t('reminders.form.category')}
          hint={t('reminders.form.categoryHint')}
          placeholder={t('reminders.form.categoryNone')}
          options={LOGBOOK_CATEGORIES.map((category) => ({
            value: category,
            label: t(`logbook.category.${category}`),
          }))}
        />
      </FormSection>
      <FormSection
        title={t('reminders.form.when')}
        description={t('reminders.form.whenDescription')}
      >
        <FormField form={form} name="dueDate" type="date" label={t('reminders.form.dueDate')} />
        <FormField
          form={form}
          name="dueMileage"
          inputMode="numeric"
          label={t('reminders.form.dueMileage')}
        />
      </FormSection>
      <FormSection
        title={t('reminders.form.repeat')}
        description={t('reminders.form.repeatDescription')}
      >
        <FormField
          form={form}
          name="everyKm"
          inputMode="numeric"
          label={t('reminders.form.everyKm')}
        />
        <FormField
          form={form}
          name="everyMonths"
          inputMode="numeric"
          label={t('reminders.form.everyMonths')}
        />
      </FormSection>
      <div className="vf-form__actions">
        <Button type="button" variant="secondary" onClick={onClose}>
          {t('reminders.form.cancel')}
        </Button>
        <Button type="submit" loading={form.formState.isSubmitting}>
          {reminder ? t('reminders.form.save') : t('reminders.form.create')}
        </Button>
      </div>
      <LeaveDialog blocker={blocker} />
    </form>
  );
}
