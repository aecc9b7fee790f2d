import { zodResolver } from '@hookform/resolvers/zod';
import { toApiError } from '@carclub/api-client';
import type { AdminMember } from '@carclub/contracts';
import { FormField, FormTextArea, SERVER_ERROR, showServerFieldErrors } from '@carclub/forms';
import { ConfirmDialog, toast } from '@carclub/ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { ActionFailedAlert } from '../../../components/action-failed-alert';
import { actionFailedMessage } from '../../../lib/api/action-failed';
import { MEMBER_ACTIONS, type MemberActionBody, type MemberActionKind } from '../actions';
import { useActOnMember } from '../api/act-on-member';

export interface MemberActionDialogProps {
  member: AdminMember;
  kind: MemberActionKind;
  onClose: () => void;
  /** After success; a deletion's caller leaves the member's page. */
  onDone: (kind: MemberActionKind) => void;
}

/**
 * Asks before an action on a member's account: what it will do, a reason where a member would ask
 * why (kept in the audit log), and for a deletion the member's nickname typed out. A refusal by
 * the server (the last admin, a mistyped nickname) shows at its field or in an alert inside the
 * dialog (a toast would be outside the modal, unheard by screen readers), and the dialog stays open
 * with what was typed.
 */
export function MemberActionDialog({ member, kind, onClose, onDone }: MemberActionDialogProps) {
  const { t } = useTranslation('admin');
  const rule = MEMBER_ACTIONS[kind];
  const action = useActOnMember(member.id);
  const form = useForm<MemberActionBody>({
    resolver: zodResolver(rule.schema),
    mode: 'onTouched',
    defaultValues: { reason: '', nickname: '' },
  });
  const reasonRequired = !rule.schema.safeParse({ nickname: member.nickname }).success;
  const names = { nickname: member.nickname, email: member.email };
  const [failure, setFailure] = useState<string | null>(null);

  const nicknameMismatch = () =>
    form.setError(
      'nickname',
      { type: SERVER_ERROR, message: t('members.actions.confirm.delete.mismatch', names) },
      { shouldFocus: true },
    );

  const submit = form.handleSubmit(async (body) => {
    setFailure(null);
    // Checked here for a message about the member's nickname; the server checks it again.
    if (
      kind === 'delete' &&
      body.nickname?.trim().toLowerCase() !== member.nickname.toLowerCase()
    ) {
      nicknameMismatch();
      return;
    }
    try {
      await action.mutateAsync({ kind, body });
    } catch (error) {
      const apiError = toApiError(error);
      if (apiError.fieldErrors.nickname !== undefined) nicknameMismatch();
      else if (!showServerFieldErrors(form.setError, apiError.fieldErrors, ['reason'])) {
        setFailure(actionFailedMessage(apiError, t));
      }
      return;
    }
    onDone(kind);
    // After the dialog has closed: while it is open the toasts are inert, unheard.
    toast.success(t(`members.actions.done.${kind}`, names));
  });

  return (
    <ConfirmDialog
      open
      size="md"
      title={t(`members.actions.confirm.${kind}.title`, names)}
      description={t(`members.actions.confirm.${kind}.description`, names)}
      confirmLabel={t(`members.actions.${kind}`)}
      cancelLabel={t('members.actions.cancel')}
      tone={rule.danger ? 'danger' : 'primary'}
      busy={form.formState.isSubmitting}
      onCancel={onClose}
      onConfirm={() => void submit()}
    >
      <ActionFailedAlert message={failure} />
      <form noValidate onSubmit={(event) => void submit(event)} className="member-action-form">
        {kind === 'delete' && (
          <FormField
            form={form}
            name="nickname"
            autoComplete="off"
            label={t('members.actions.confirm.delete.typeNickname', names)}
            required
          />
        )}
        <FormTextArea
          form={form}
          name="reason"
          label={reasonRequired ? t('members.actions.reason') : t('members.actions.reasonOptional')}
          hint={t('members.actions.reasonHint')}
          required={reasonRequired}
          rows={3}
        />
      </form>
    </ConfirmDialog>
  );
}
