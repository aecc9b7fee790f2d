import { Field, Select, type SelectOption } from '@carclub/ui';
import type { ReactNode } from 'react';
import {
  useController,
  type FieldPathByValue,
  type FieldValues,
  type UseFormReturn,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { errorText } from './form-errors';

export interface FormSelectProps<T extends FieldValues, TOutput extends FieldValues> {
  form: UseFormReturn<T, unknown, TOutput>;
  /** A field holding the chosen option's value as text ('' for the placeholder). */
  name: FieldPathByValue<T, string>;
  label: string;
  options: readonly SelectOption[];
  placeholder?: string;
  /** The field's schema refuses an empty choice: an asterisk, and aria-required for readers. */
  required?: boolean;
  disabled?: boolean;
  hint?: ReactNode;
  /** After the user picked `value` (e.g. to reset a dependent field). */
  onChoice?: (value: string) => void;
}

/**
 * A select wired to react-hook-form. Controlled, so a value set before its options arrive (an edit
 * form's model while the models load) is shown once they do. Spec §2: it validates on a choice and
 * when it is left, and its error shows from then on.
 */
export function FormSelect<T extends FieldValues, TOutput extends FieldValues = T>({
  form,
  name,
  label,
  options,
  placeholder,
  required = false,
  disabled = false,
  hint,
  onChoice,
}: FormSelectProps<T, TOutput>) {
  const { t } = useTranslation('common');
  const {
    field: { ref, value, onChange, onBlur },
    fieldState,
    formState,
  } = useController({ control: form.control, name });
  return (
    <Field
      label={label}
      required={required}
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
