import { toApiError } from '@carclub/api-client';
import { SEXES, SOCIAL_NETWORKS, type Profile } from '@carclub/contracts';
import { FormField, FormSection, FormSelect, showServerFieldErrors } from '@carclub/forms';
import { Button, toast, ToastMessage, useLeaveGuard, useToastClearance } from '@carclub/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { countriesQueryOptions } from '../api/get-countries';
import { statesQueryOptions } from '../api/get-states';
import { useDateFormat } from '../../../lib/dates';
import { useUpdateProfile } from '../api/update-profile';
import {
  isNewNickname,
  PROFILE_FIELDS,
  profileFormValuesOf,
  profileResolver,
  type CountryContext,
} from '../schemas';
import { AboutMeField } from './about-me-field';
import type { ProfileForm as ProfileFormApi } from './form-types';
import { LeaveDialog } from './leave-dialog';
import { LocationFields } from './location-fields';
import { SocialLinkField } from './social-link-field';
import '../profile-form.css';

const pad = (part: number) => String(part).padStart(2, '0');

/** Today in the member's own calendar, the latest day the birthday picker offers. */
function localToday(): string {
  const now = new Date();
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export interface ProfileFormProps {
  /**
   * The values are read once: a later refetch never overwrites what is being typed. When the
   * nickname may change next is read at each render.
   */
  profile: Profile;
}

/** Spec §2 and §3: every field of the profile, saved as a whole. */
export function ProfileForm({ profile }: ProfileFormProps) {
  const { t } = useTranslation('profile');
  const queryClient = useQueryClient();
  const update = useUpdateProfile();
  const [defaultValues] = useState(() => profileFormValuesOf(profile));
  // Reads the lists from the cache at each validation: whatever has arrived by then counts.
  const [resolver] = useState(() =>
    profileResolver((countryId): CountryContext | undefined => {
      if (countryId === '') return { country: null, states: [] };
      const countries = queryClient.getQueryData(countriesQueryOptions().queryKey);
      const country = countries?.find((candidate) => candidate.id === countryId);
      if (!country) return undefined;
      const states = queryClient.getQueryData(statesQueryOptions(countryId).queryKey);
      return { country, states: states ?? null };
    }),
  );
  const form: ProfileFormApi = useForm({ resolver, mode: 'onTouched', defaultValues });
  const actionsRef = useRef<HTMLDivElement>(null);
  useToastClearance(actionsRef);
  const { isDirty, isSubmitting } = form.formState;
  const { blocker } = useLeaveGuard(isDirty);
  const nickname = useWatch({ control: form.control, name: 'nickname' });
  const dates = useDateFormat();
  // Read from the live profile: a save that changed the nickname starts the wait at once.
  const { nicknameChangeableAt } = profile;
  // Measured against the page's opening: a hold that ends while the page is open is still said.
  const [openedAt] = useState(() => Date.now());
  const nicknameHeld =
    nicknameChangeableAt !== null && new Date(nicknameChangeableAt).getTime() > openedAt;
  const sexOptions = useMemo(
    () => SEXES.map((sex) => ({ value: sex, label: t(`profileForm.sex.${sex}`) })),
    [t],
  );

  const onSubmit = form.handleSubmit(async (payload) => {
    try {
      const saved = await update.mutateAsync(payload);
      form.reset(profileFormValuesOf(saved));
      toast.success(t('profileForm.toasts.saved'));
    } catch (error) {
      // Everything typed stays; the fields the API names get its messages.
      const apiError = toApiError(error);
      showServerFieldErrors(form.setError, apiError.fieldErrors, PROFILE_FIELDS);
      toast.error(
        <ToastMessage title={t('profileForm.toasts.saveFailed')} description={apiError.message} />,
      );
    }
  });

  return (
    <form className="cc-form" noValidate onSubmit={(event) => void onSubmit(event)}>
      <p className="cc-form__note">{t('profileForm.requiredNote')}</p>
      <FormSection title={t('profileForm.sections.account')}>
        <FormField
          form={form}
          name="nickname"
          label={t('profileForm.fields.nickname')}
          hint={
            <>
              {t('profileForm.fields.nicknameHint', { nickname: nickname.trim() })}
              {nicknameHeld && (
                <>
                  {' '}
                  {t('profileForm.fields.nicknameHeld', {
                    time: dates.dateTime(nicknameChangeableAt),
                  })}
                </>
              )}
            </>
          }
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
        />
        {isNewNickname(nickname, form.formState.defaultValues?.nickname ?? profile.nickname) && (
          <FormField
            form={form}
            name="currentPassword"
            type="password"
            autoComplete="current-password"
            label={t('profileForm.fields.currentPassword')}
            hint={t('profileForm.fields.currentPasswordHint')}
          />
        )}
        <FormField
          form={form}
          name="email"
          type="email"
          label={t('profileForm.fields.email')}
          hint={t('profileForm.fields.emailHint')}
          readOnly
        />
      </FormSection>
      <FormSection title={t('profileForm.sections.about')}>
        <FormField
          form={form}
          name="firstName"
          label={t('profileForm.fields.firstName')}
          autoComplete="given-name"
        />
        <FormField
          form={form}
          name="lastName"
          label={t('profileForm.fields.lastName')}
          autoComplete="family-name"
        />
        <FormSelect
          form={form}
          name="sex"
          label={t('profileForm.fields.sex')}
          options={sexOptions}
          placeholder={t('profileForm.placeholders.notSpecified')}
        />
        <FormField
          form={form}
          name="birthday"
          type="date"
          label={t('profileForm.fields.birthday')}
          autoComplete="bday"
          min="1900-01-01"
          max={localToday()}
        />
        <div className="pf-section__wide">
          <AboutMeField form={form} />
        </div>
      </FormSection>
      <FormSection title={t('profileForm.sections.location')}>
        <LocationFields form={form} />
      </FormSection>
      <FormSection
        title={t('profileForm.sections.social')}
        description={t('profileForm.sections.socialHint')}
      >
        {SOCIAL_NETWORKS.map((network) => (
          <SocialLinkField key={network} form={form} network={network} />
        ))}
      </FormSection>
      <div ref={actionsRef} className="pf-form__actions">
        <p className="pf-form__unsaved" role="status">
          {isDirty ? t('profileForm.unsaved') : ''}
        </p>
        <Button
          variant="secondary"
          disabled={!isDirty || isSubmitting}
          onClick={() => form.reset()}
        >
          {t('profileForm.actions.discard')}
        </Button>
        {/* No blur on press: a field's message appearing on mousedown would move the button. */}
        <Button
          type="submit"
          loading={isSubmitting}
          onMouseDown={(event) => event.preventDefault()}
        >
          {t('profileForm.actions.save')}
        </Button>
      </div>
      <LeaveDialog blocker={blocker} />
    </form>
  );
}
