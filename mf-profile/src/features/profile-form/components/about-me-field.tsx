import { ABOUT_ME_MAX_LENGTH } from '@carclub/contracts';
import { FormTextArea } from '@carclub/forms';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import type { ProfileForm } from './form-types';

/**
 * "About me" with its character count under it. The count is the field's hint (read with the
 * field), not a live region that would speak at every keystroke; going over the limit is the
 * schema's "Text is too long", so nothing typed is cut off.
 */
export function AboutMeField({ form }: { form: ProfileForm }) {
  const { t } = useTranslation('profile');
  return (
    <FormTextArea
      form={form}
      name="aboutMe"
      label={t('profileForm.fields.aboutMe')}
      hint={<AboutMeCount form={form} />}
      rows={5}
    />
  );
}

function AboutMeCount({ form }: { form: ProfileForm }) {
  const { t } = useTranslation('profile');
  const aboutMe = useWatch({ control: form.control, name: 'aboutMe' });
  const count = aboutMe.trim().length;
  return (
    <span className={count > ABOUT_ME_MAX_LENGTH ? 'pf-count pf-count--over' : 'pf-count'}>
      {
        // The noun agrees with the limit: "12 of 500 characters".
        t('profileForm.fields.aboutMeCount', { used: count, count: ABOUT_ME_MAX_LENGTH })
      }
    </span>
  );
}
