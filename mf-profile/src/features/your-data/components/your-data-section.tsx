import { toApiError } from '@carclub/api-client';
import {
  type DeleteAccountRequest,
  deleteAccountRequestSchema,
  VALIDATION_MESSAGES as V,
} from '@carclub/contracts';
import { FormField, showServerFieldErrors } from '@carclub/forms';
import { saveFile } from '@carclub/kit';
import { useNavigate } from '@carclub/router';
import { leaveEndedSession } from '@carclub/session';
import { Button, toast, ToastMessage } from '@carclub/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { SettingsCard } from '../../../components/settings-card/settings-card';
import { useDeleteAccount } from '../api/delete-account';
import { useDownloadMyData } from '../api/download-my-data';
import '../your-data.css';

const DELETE_FIELDS = ['currentPassword', 'nickname'] as const;

/** The typed nickname must be the account's (any case), as the server checks too. */
const deleteFormSchema = (nickname: string) =>
  deleteAccountRequestSchema.refine(
    (value) => value.nickname.trim().toLowerCase() === nickname.toLowerCase(),
    { path: ['nickname'], error: V.nicknameMismatch },
  );

/** "Your data": download everything, or delete the account for good (issue 13, point 8). */
export function YourDataSection({ nickname }: { nickname: string }) {
  const { t } = useTranslation('profile');
  const navigate = useNavigate();
  const download = useDownloadMyData();
  const remove = useDeleteAccount();
  const [deleting, setDeleting] = useState(false);
  const [forbidden, setForbidden] = useState(false);
  const titleId = useId();
  const deleteFormId = useId();
  const [resolver] = useState(() => zodResolver(deleteFormSchema(nickname)));
  const form = useForm<DeleteAccountRequest>({
    resolver,
    mode: 'onTouched',
    defaultValues: { currentPassword: '', nickname: '' },
  });

  const onDownload = async () => {
    try {
      const archive = await download.mutateAsync();
      saveFile(archive.blob, archive.fileName);
      toast.success(t('yourData.download.done'));
    } catch (error) {
      toast.error(
        <ToastMessage
          title={t('yourData.download.failed')}
          description={toApiError(error).message}
        />,
      );
    }
  };

  const onDelete = form.handleSubmit(async (payload) => {
    try {
      await remove.mutateAsync(payload);
    } catch (error) {
      const apiError = toApiError(error);
      setForbidden(apiError.status === 403);
      if (!showServerFieldErrors(form.setError, apiError.fieldErrors, DELETE_FIELDS)) {
        toast.error(
          <ToastMessage title={t('yourData.delete.failed')} description={apiError.message} />,
        );
      }
      return;
    }
    // The server ended every session. The goodbye page drops this browser's once it is on screen:
    // dropped on this private page they would make its guard send the member to sign in.
    await leaveEndedSession(() =>
      navigate('/goodbye', { replace: true, state: { accountDeleted: true } }),
    );
  });

  return (
    <SettingsCard
      titleId={titleId}
      title={t('yourData.title')}
      intro={t('yourData.download.intro')}
    >
      <Button
        className="your-data__action"
        variant="secondary"
        loading={download.isPending}
        onClick={() => void onDownload()}
      >
        {t('yourData.download.button')}
      </Button>

      <h3 className="your-data__subtitle">{t('yourData.delete.title')}</h3>
      <p className="settings-card__intro">{t('yourData.delete.intro')}</p>
      <Button
        className="your-data__action"
        variant="danger"
        aria-expanded={deleting}
        aria-controls={deleting ? deleteFormId : undefined}
        onClick={() => setDeleting((open) => !open)}
      >
        {t('yourData.delete.open')}
      </Button>
      {/* Rendered only when asked for: its password field must not sit beside the password change. */}
      {deleting && (
        <div id={deleteFormId}>
          {forbidden && (
            <p className="your-data__forbidden">{t('yourData.delete.needsPassword')}</p>
          )}
          <form className="your-data__form" noValidate onSubmit={(event) => void onDelete(event)}>
            <FormField
              form={form}
              name="currentPassword"
              type="password"
              autoComplete="current-password"
              label={t('yourData.delete.currentPassword')}
              required
            />
            <FormField
              form={form}
              name="nickname"
              autoComplete="off"
              label={t('yourData.delete.nickname', { nickname })}
              required
            />
            <Button
              type="submit"
              variant="danger"
              loading={form.formState.isSubmitting}
              onMouseDown={(event) => event.preventDefault()}
            >
              {t('yourData.delete.submit')}
            </Button>
          </form>
        </div>
      )}
    </SettingsCard>
  );
}
