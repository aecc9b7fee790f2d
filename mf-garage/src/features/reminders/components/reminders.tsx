import { toApiError } from '@carclub/api-client';
import type { Reminder } from '@carclub/contracts';
import {
  Button,
  ConfirmDialog,
  EmptyState,
  ErrorState,
  Skeleton,
  toast,
  useFocusAfterRemoval,
} from '@carclub/ui';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { formatEntryDate, formatNumber } from '../../../lib/format';
import { useDeleteReminder } from '../api/delete-reminder';
import { useReminders } from '../api/get-reminders';
import { CompleteDialog } from './complete-dialog';
import { ReminderForm } from './reminder-form';
import { ReminderItem } from './reminder-item';
import '../reminders.css';

/** The form's state: closed, a new reminder, or one being edited. */
type Editing = null | { reminder?: Reminder };

/**
 * The owner's reminders of one car (issue 17 point 3, ADR 0092): most urgent first, as the API
 * orders them; add, edit, delete, and mark done from a logbook entry.
 */
export function Reminders({ vehicleId }: { vehicleId: string }) {
  const { t, i18n } = useTranslation('garage');
  const language = i18n.resolvedLanguage ?? i18n.language;
  const query = useReminders(vehicleId);
  const [editing, setEditing] = useState<Editing>(null);
  const [completing, setCompleting] = useState<Reminder | null>(null);
  const [deleting, setDeleting] = useState<Reminder | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLOListElement>(null);
  // A closed form or a deleted reminder takes its focused control away: focus goes back to what
  // opened the form (the reminder's Edit, or Add), and after a deletion to Add, once it is drawn.
  const focusAfter = useFocusAfterRemoval((target: { edited?: string; deleted?: string }) => {
    const items = list.current;
    if (target.deleted && items?.querySelector(`[data-reminder="${target.deleted}"]`)) {
      return undefined;
    }
    if (target.edited) {
      return (
        items?.querySelector<HTMLElement>(`[data-reminder="${target.edited}"] [data-edit]`) ??
        addButton.current
      );
    }
    return addButton.current ?? undefined;
  });

  if (query.isError && !query.data) {
    return (
      <ErrorState
        title={t('reminders.loadFailed')}
        message={query.error.message}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  if (!query.data) return <Skeleton lines={6} />;
  const { items, today, mileage } = query.data;

  return (
    <div className="reminders">
      {editing ? (
        <ReminderForm
          key={editing.reminder?.id ?? 'new'}
          vehicleId={vehicleId}
          reminder={editing.reminder}
          onClose={() => {
            setEditing(null);
            focusAfter({ edited: editing.reminder?.id });
          }}
        />
      ) : (
        <div className="reminders__toolbar">
          <Button ref={addButton} type="button" onClick={() => setEditing({})}>
            {t('reminders.add')}
          </Button>
        </div>
      )}
      <p className="reminders__basis">
        {mileage === null
          ? t('reminders.basisNoMileage', { date: formatEntryDate(today, language) })
          : t('reminders.basis', {
              date: formatEntryDate(today, language),
              mileage: formatNumber(mileage, language),
            })}
      </p>
      {items.length === 0 ? (
        <EmptyState
          headingLevel={2}
          title={t('reminders.empty.title')}
          description={t('reminders.empty.description')}
        />
      ) : (
        <ol ref={list} className="reminders__list" aria-label={t('reminders.listLabel')}>
          {items.map((reminder) => (
            <ReminderItem
              key={reminder.id}
              reminder={reminder}
              onComplete={() => setCompleting(reminder)}
              onEdit={() => setEditing({ reminder })}
              onDelete={() => setDeleting(reminder)}
            />
          ))}
        </ol>
      )}
      <CompleteDialog
        vehicleId={vehicleId}
        reminder={completing}
        onClose={() => setCompleting(null)}
      />
      <DeleteDialog
        vehicleId={vehicleId}
        reminder={deleting}
        onClose={(deleted) => {
          setDeleting(null);
          if (deleted) focusAfter({ deleted: deleted.id });
        }}
      />
    </div>
  );
}

function DeleteDialog({
  vehicleId,
  reminder,
  onClose,
}: {
  vehicleId: string;
  reminder: Reminder | null;
  /** With the reminder when it was deleted (or was gone already); without, when kept. */
  onClose: (deleted?: Reminder) => void;
}) {
  const { t } = useTranslation('garage');
  const deletion = useDeleteReminder();
  const confirm = async () => {
    if (!reminder) return;
    try {
      await deletion.mutateAsync({ vehicleId, reminderId: reminder.id });
    } catch (error) {
      const apiError = toApiError(error);
      // Already gone (another tab): the goal is reached all the same.
      if (apiError.status !== 404) {
        toast.error(apiError.message);
        return;
      }
    }
    toast.success(t('reminders.delete.deleted'));
    onClose(reminder);
  };
  return (
    <ConfirmDialog
      open={reminder !== null}
      title={t('reminders.delete.title', { title: reminder?.title ?? '' })}
      description={t('reminders.delete.description')}
      confirmLabel={t('reminders.delete.confirm')}
      tone="danger"
      busy={deletion.isPending}
      onCancel={() => onClose()}
      onConfirm={() => void confirm()}
    />
  );
}
