import { toSelectOptions, type Locales } from '@carclub/contracts';
import { FormField, FormSelect } from '@carclub/forms';
import type { UseQueryResult } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { useCountries } from '../api/get-countries';
import { useStates } from '../api/get-states';
import type { ProfileForm } from './form-types';

type ReferenceItem = { id: string; name: string; locales: Locales };

/** Options labelled in the interface language and sorted the way its speakers expect. */
function useOptions(items: readonly ReferenceItem[] | undefined) {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return useMemo(() => (items ? toSelectOptions(items, language) : []), [items, language]);
}

/** "The list could not be loaded. Try again" under a select whose list failed. */
function ReloadHint({ query }: { query: UseQueryResult<unknown> }) {
  const { t } = useTranslation('profile');
  return (
    <>
      {t('profileForm.reference.failed')}{' '}
      <button type="button" className="pf-link-button" onClick={() => void query.refetch()}>
        {t('profileForm.reference.retry')}
      </button>
    </>
  );
}

/**
 * Country, then its states (loaded only once a country is chosen, and emptied when it changes),
 * city, postal code and phone, whose rules follow the chosen country.
 */
export function LocationFields({ form }: { form: ProfileForm }) {
  const { t } = useTranslation('profile');
  const countryId = useWatch({ control: form.control, name: 'countryId' });
  const countries = useCountries();
  const states = useStates(countryId);
  const countryOptions = useOptions(countries.data);
  const stateOptions = useOptions(states.data);

  const statePlaceholder =
    countryId === ''
      ? t('profileForm.placeholders.countryFirst')
      : states.isPending
        ? t('profileForm.placeholders.loading')
        : t('profileForm.placeholders.chooseState');

  const chooseCountry = () => {
    form.setValue('stateId', '', { shouldDirty: true });
    // Phone and postal code are judged by the country: a shown verdict must follow it.
    const { isSubmitted } = form.formState;
    const judged = (['phone', 'postalCode'] as const).filter(
      (field) => isSubmitted || form.getFieldState(field).isTouched,
    );
    if (judged.length > 0) void form.trigger(judged);
  };

  return (
    <>
      <FormSelect
        form={form}
        name="countryId"
        label={t('profileForm.fields.country')}
        options={countryOptions}
        placeholder={
          countries.isPending
            ? t('profileForm.placeholders.loading')
            : t('profileForm.placeholders.chooseCountry')
        }
        disabled={countries.isPending}
        hint={countries.isError ? <ReloadHint query={countries} /> : undefined}
        onChoice={chooseCountry}
      />
      <FormSelect
        form={form}
        name="stateId"
        label={t('profileForm.fields.state')}
        options={stateOptions}
        placeholder={statePlaceholder}
        disabled={countryId === '' || states.isPending}
        hint={states.isError ? <ReloadHint query={states} /> : undefined}
      />
      <FormField
        form={form}
        name="city"
        label={t('profileForm.fields.city')}
        autoComplete="address-level2"
      />
      <FormField
        form={form}
        name="postalCode"
        label={t('profileForm.fields.postalCode')}
        autoComplete="postal-code"
        autoCapitalize="characters"
        spellCheck={false}
      />
      <FormField
        form={form}
        name="phone"
        type="tel"
        label={t('profileForm.fields.phone')}
        hint={t('profileForm.fields.phoneHint')}
        autoComplete="tel"
        inputMode="tel"
      />
    </>
  );
}
