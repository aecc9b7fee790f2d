import { normalizeSocialLink, type SocialNetwork } from '@carclub/contracts';
import { errorText } from '@carclub/forms';
import { Field } from '@carclub/ui';
import { useFormState } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import type { ProfileForm } from './form-types';

const PLACEHOLDERS: Readonly<Record<SocialNetwork, string>> = {
  instagram: '@name',
  youtube: '@channel',
  tiktok: '@name',
};

/**
 * A social link as a handle or a URL. When the field is left, what was typed takes the shape the
 * site stores (`name` → `@name`, `instagram.com/name` → `https://instagram.com/name`), so the
 * member sees what will be saved before the check judges it.
 */
export function SocialLinkField({ form, network }: { form: ProfileForm; network: SocialNetwork }) {
  const { t } = useTranslation('profile');
  const name = `socialLinks.${network}` as const;
  const state = useFormState({ control: form.control, name });
  const { error, isTouched } = form.getFieldState(name, state);
  const registration = form.register(name);
  return (
    <Field
      {...registration}
      label={t(`profileForm.fields.${network}`)}
      type="text"
      inputMode="url"
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      placeholder={PLACEHOLDERS[network]}
      error={errorText(error, (key) => t(key, { ns: 'common' }))}
      touched={isTouched || state.isSubmitted}
      onBlur={(event) => {
        const normalized = normalizeSocialLink(network, event.target.value);
        if (normalized !== event.target.value) {
          form.setValue(name, normalized, { shouldDirty: true });
        }
        void registration.onBlur(event);
      }}
    />
  );
}
