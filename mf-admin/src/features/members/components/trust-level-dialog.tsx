import { zodResolver } from '@hookform/resolvers/zod';
import { toApiError } from '@carclub/api-client';
import {
  type AdminMember,
  type OwnTrustLevel,
  requiredReasonSchema,
  TRUST_LEVELS,
  type TrustLevel,
  VALIDATION_MESSAGES as V,
} from '@carclub/contracts';
import { FormSelect, FormTextArea, showServerFieldErrors } from '@carclub/forms';
import { ConfirmDialog, toast } from '@carclub/ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';

import { ActionFailedAlert } from '../../../components/action-failed-alert';
import { actionFailedMessage } from '../../../lib/api/action-failed';
import { useSetTrustLevel } from '../api/set-trust-level';

/** `earned` gives the level back to the member's activity; a digit fixes it. */
const EARNED = 'earned';
const formSchema = z.object({
  level: z.enum([EARNED, ...TRUST_LEVELS.map(String)], { error: V.invalidOption }),
  reason: requiredReasonSchema,
});
type TrustLevelForm = z.input<typeof formSchema>;

/**
 * A moderator fixes a member's trust level, or gives it back to their activity (ADR 0153), with
 * a reason for the audit log. Refusals show inside the dialog, as the account actions' do.
 */
export function TrustLevelDialog({
  member,
  trust,
  onClose,
  onDone,
}: {
  member: AdminMember;
  trust: OwnTrustLevel;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation('admin');
  const save = useSetTrustLevel(member.id);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<TrustLevelForm>({
    resolver: zodResolver(formSchema),
    mode: 'onTouched',
    defaultValues: { level: trust.locked ? String(trust.level) : EARNED, reason: '' },
  });
  const levelName = (level: TrustLevel) =>
    t('members.trust.value', { level, name: t(`members.trust.names.level${level}`) });
  const options = [
    { value: EARNED, label: t('members.trust.earned') },
    ...TRUST_LEVELS.map((level) => ({ value: String(level), label: levelName(level) })),
  ];

  const submit = form.handleSubmit(async ({ level, reason }) => {
    setFailure(null);
    try {
      await save.mutateAsync({
        level: level === EARNED ? null : TRUST_LEVELS[Number(level)]!,
        reason,
      });
    } catch (error) {
      const apiError = toApiError(error);
      if (!showServerFieldErrors(form.setError, apiError.fieldErrors, ['level', 'reason'])) {
        setFailure(actionFailedMessage(apiError, t));
      }
      return;
    }
    onDone();
    toast.success(t('members.trust.saved', { nickname: member.nickname }));
  });

  return (
    <ConfirmDialog
      open
      size="md"
      title={t('members.trust.dialogTitle', { nickname: member.nickname })}
      description={t('members.trust.dialogDescription')}
      confirmLabel={t('members.trust.save')}
      cancelLabel={t('members.actions.cancel')}
      busy={form.formState.isSubmitting}
      onCancel={onClose}
      onConfirm={() => void submit()}
    >
      <ActionFailedAlert message={failure} />
      <form noValidate onSubmit={(event) => void submit(event)} className="member-action-form">
        <FormSelect
          form={form}
          name="level"
          label={t('members.trust.level')}
          options={options}
          required
        />
        <FormTextArea
          form={form}
          name="reason"
          label={t('members.actions.reason')}
          hint={t('members.actions.reasonHint')}
          required
          rows={3}
        />
      </form>
    </ConfirmDialog>
  );
}
