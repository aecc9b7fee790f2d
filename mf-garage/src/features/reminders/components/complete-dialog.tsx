import { toApiError } from '@carclub/api-client';
import type { LogbookEntry, Reminder } from '@carclub/contracts';
import { ConfirmDialog, Field, Select, toast } from '@carclub/ui';
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { formatEntryDate, formatNumber } from '../../../lib/format';
import { useCompleteReminder } from '../api/complete-reminder';
import { ownLogbookQueryOptions } from '../../../lib/api/get-own-logbook';

export interface CompleteDialogProps {
  vehicleId: string;
  /** The reminder being marked done; the dialog is closed without one. */
  reminder: Reminder | null;
  onClose: () => void;
}

/**
 * Marks a reminder done, from a logbook entry of the latest page (those of its category first) or
 * from none (today at the car's mileage). A repeating reminder moves on to its next occurrence.
 */
export function CompleteDialog({ vehicleId, reminder, onClose }: CompleteDialogProps) {
  const { t } = useTranslation('garage');
  const complete = useCompleteReminder();
  // The newest entries, from the same cache as the logbook tab's first page.
  const entries = useQuery({ ...ownLogbookQueryOptions(vehicleId, 1), enabled: reminder !== null });
  const [entryId, setEntryId] = useState('');
  const options = useEntryOptions(entries.data?.items ?? [], reminder?.category ?? null);

  const close = () => {
    setEntryId('');
    onClose();
  };
  const confirm = async () => {
    if (!reminder) return;
    try {
      const done = await complete.mutateAsync({
        vehicleId,
        reminderId: reminder.id,
        entryId: entryId || null,
      });
      toast.success(
        t(done.repeating ? 'reminders.complete.doneRepeating' : 'reminders.complete.doneOnce', {
          title: done.title,
        }),
      );
      close();
    } catch (error) {
      toast.error(toApiError(error).message);
    }
  };

  return (
    <ConfirmDialog
      open={reminder !== null}
      title={t('reminders.complete.title', { title: reminder?.title ?? '' })}
      description={t('reminders.complete.description')}
      confirmLabel={t('reminders.complete.confirm')}
      cancelLabel={t('reminders.complete.cancel')}
      busy={complete.isPending}
      onCancel={close}
      onConfirm={() => void confirm()}
    >
      <Field
        label={t('reminders.complete.entry')}
        hint={entries.isError ? t('reminders.complete.entriesFailed') : undefined}
      >
        <Select
          name="entryId"
          value={entryId}
          placeholder={t('reminders.complete.noEntry')}
          options={options}
          onChange={(event) => setEntryId(event.target.value)}
        />
      </Field>
    </ConfirmDialog>
  );
}

/** The entries as choices, newest first, with the reminder's category before the others. */
function useEntryOptions(entries: readonly LogbookEntry[], category: string | null) {
  const { t, i18n } = useTranslation('garage');
  const language = i18n.resolvedLanguage ?? i18n.language;
  const ordered = [
    ...entries.filter((entry) => entry.category === category),
    ...entries.filter((entry) => entry.category !== category),
  ];
  return ordered.map((entry) => {
    const date = formatEntryDate(entry.date, language);
    return {
      value: entry.id,
      label:
        entry.mileage === null
          ? t('reminders.complete.entryOption', { date, title: entry.title })
          : t('reminders.complete.entryOptionMileage', {
              date,
              title: entry.title,
              mileage: formatNumber(entry.mileage, language),
            }),
    };
  });
}
