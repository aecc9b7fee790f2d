import { type ModerationActionInput, moderationActionSchema } from '@carclub/contracts';
import { FormTextArea } from '@carclub/forms';
import { Button, Dialog, toast } from '@carclub/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { actionFailedMessage } from '../lib/api/action-failed';
import { ActionFailedAlert } from './action-failed-alert';

export interface ReasonDialogProps {
  open: boolean;
  title: string;
  description?: ReactNode;
  confirmLabel: string;
  /** Danger for what removes something from the site (hide, delete a photo). */
  danger?: boolean;
  onClose: () => void;
  /**
   * After success, in place of onClose: for a caller whose action removes the button that opened
   * the dialog, so that it closes the dialog and puts focus somewhere that stays.
   */
  onDone?: () => void;
  /**
   * Toasted on success once the dialog is closed: toasted while it is still open (the mutation's
   * onSuccess runs before the lists reload), it would be inert and never heard.
   */
  doneMessage?: string;
  /**
   * Resolves when done; a rejection keeps the dialog open with what was typed and says why inside
   * it, so the mutation behind it should not toast its failure.
   */
  onConfirm: (reason: string) => Promise<unknown>;
}

/**
 * Every staff action asks why (the audit log keeps it, the owner may be shown it): a required
 * reason, checked by the same schema as on the server, the dialog locked while the call runs.
 */
export function ReasonDialog({ open, onClose, ...props }: ReasonDialogProps) {
  // A fresh form per opening: the last action's reason must not carry over to the next.
  return open ? <OpenReasonDialog onClose={onClose} {...props} /> : null;
}

function OpenReasonDialog({
  title,
  description,
  confirmLabel,
  danger = false,
  onClose,
  onDone = onClose,
  doneMessage,
  onConfirm,
}: Omit<ReasonDialogProps, 'open'>) {
  const { t } = useTranslation('admin');
  const formId = useId();
  const form = useForm<ModerationActionInput>({
    resolver: zodResolver(moderationActionSchema),
    defaultValues: { reason: '' },
  });
  const { isSubmitting } = form.formState;
  const [failure, setFailure] = useState<string | null>(null);
  const submit = form.handleSubmit(async ({ reason }) => {
    setFailure(null);
    try {
      await onConfirm(reason);
    } catch (error) {
      // The reason stays in the field for another try.
      setFailure(actionFailedMessage(error, t));
      return;
    }
    onDone();
    if (doneMessage !== undefined) toast.success(doneMessage);
  });

  return (
    <Dialog
      open
      onClose={onClose}
      title={title}
      description={description}
      dismissible={!isSubmitting}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={isSubmitting}>
            {t('reasonDialog.cancel')}
          </Button>
          <Button
            type="submit"
            form={formId}
            variant={danger ? 'danger' : 'primary'}
            loading={isSubmitting}
          >
            {confirmLabel}
          </Button>
        </>
      }
    >
      <ActionFailedAlert message={failure} />
      <form id={formId} noValidate onSubmit={(event) => void submit(event)}>
        <FormTextArea
          form={form}
          name="reason"
          label={t('reasonDialog.reason')}
          hint={t('reasonDialog.hint')}
          required
          rows={3}
          maxLength={500}
        />
      </form>
    </Dialog>
  );
}
