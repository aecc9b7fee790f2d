import { errorText } from '@carclub/forms';
import { Field, Select, type SelectOption } from '@carclub/ui';
import type { ReactNode } from 'react';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import type { ProfileForm, TextFieldName } from './form-types';

export interface FormSelectProps {
  form: ProfileForm;
  name: TextFieldName;
  label: string;
  options: readonly SelectOption[];
  placeholder: string;
  disabled?: boolean;
  hint?: ReactNode;
  /** After the user picked `value` (e.g. to reset a dependent field). */
  onChoice?: (value: string) => void;
}

/**
 * A select of the profile form. Controlled, so a value set before its options arrive (the stored
 * state while the states load) shows once they do. Spec §2: it validates on a choice and when it
 * is left, and its error shows from then on.
 */
export function FormSelect({
  form,
  name,
  label,
  options,
  placeholder,
  disabled = false,
  hint,
  onChoice,
}: FormSelectProps) {
  const { t } = useTranslation('common');
  const {
    field: { ref, value, onChange, onBlur },
    fieldState,
    formState,
  } = useController({ control: form.control, name });
  return (
    <Field
      label={label}
      hint={hint}
      error={errorText(fieldState.error, (key) => t(key))}
      touched={fieldState.isTouched || formState.isSubmitted}
    >
      <Select
        ref={ref}
        name={name}
        value={value}
        options={options}
        placeholder={placeholder}
        disabled={disabled}
        onChange={(event) => {
          onChange(event.target.value);
          onChoice?.(event.target.value);
        }}
        // react-hook-form's blur marks the field touched and validates it (mode onTouched).
        onValidate={onBlur}
      />
    </Field>
  );
}
