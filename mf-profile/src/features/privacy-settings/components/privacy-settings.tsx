import { memberPage } from '@carclub/contracts/page-paths';
import { toApiError } from '@carclub/api-client';
import { profilePrivacySchema, type ProfilePrivacy } from '@carclub/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, ErrorState, Skeleton, toast, ToastMessage } from '@carclub/ui';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from '@carclub/router';

import { usePrivacy } from '../api/get-privacy';
import { useUpdatePrivacy } from '../api/update-privacy';
import '../privacy-settings.css';

const SWITCHES = [
  'showName',
  'showLocation',
  'showSocialLinks',
  'showBirthday',
  'showFollows',
] as const;

/** The switches of what a member's public page shows (ADR 0068, 0165), saved on their own. */
export function PrivacySettings({ nickname }: { nickname: string }) {
  const { t } = useTranslation('profile');
  const query = usePrivacy();
  return (
    <fieldset className="privacy-settings">
      <legend className="privacy-settings__legend">
        <h2 className="privacy-settings__title">{t('privacy.title')}</h2>
      </legend>
      <p className="privacy-settings__description">{t('privacy.description')}</p>
      {query.data ? (
        <PrivacyForm privacy={query.data} nickname={nickname} />
      ) : query.isError ? (
        <ErrorState
          title={t('privacy.loadFailed')}
          message={query.error.message}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : (
        <Skeleton label={t('privacy.loading')} lines={5} />
      )}
    </fieldset>
  );
}

function PrivacyForm({ privacy, nickname }: { privacy: ProfilePrivacy; nickname: string }) {
  const { t } = useTranslation('profile');
  const noteId = useId();
  const update = useUpdatePrivacy();
  const form = useForm<ProfilePrivacy>({
    resolver: zodResolver(profilePrivacySchema),
    defaultValues: privacy,
  });

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      form.reset(await update.mutateAsync(values));
      toast.success(t('privacy.saved'));
    } catch (error) {
      // The switches stay as set, for another try.
      toast.error(
        <ToastMessage title={t('privacy.saveFailed')} description={toApiError(error).message} />,
      );
    }
  });

  // Its own form, beside the profile form rather than inside it: it saves on its own.
  return (
    <form
      className="privacy-settings__form"
      noValidate
      aria-describedby={noteId}
      onSubmit={(event) => void onSubmit(event)}
    >
      <ul className="privacy-settings__switches">
        {SWITCHES.map((name) => (
          <li key={name}>
            <label className="privacy-settings__switch">
              <input type="checkbox" {...form.register(name)} />
              <span>{t(`privacy.${name}`)}</span>
            </label>
          </li>
        ))}
      </ul>
      <p id={noteId} className="privacy-settings__note">
        {t('privacy.neverShown')}
      </p>
      <div className="privacy-settings__actions">
        <Button type="submit" variant="secondary" loading={form.formState.isSubmitting}>
          {t('privacy.save')}
        </Button>
        <Link to={memberPage(nickname)}>{t('privacy.viewPublic')}</Link>
      </div>
    </form>
  );
}
