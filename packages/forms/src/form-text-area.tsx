import { Field, TextArea } from '@carclub/ui';
import type { ReactNode } from 'react';
import { useFormState, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { errorText } from './form-errors';

export interface FormTextAreaProps<T extends FieldValues, TOutput extends FieldValues> {
  form: UseFormReturn<T, unknown, TOutput>;
  name: Path<T>;
  label: string;
  hint?: ReactNode;
  maxLength?: number;
  rows?: number;
  /** The field's schema refuses an empty text: an asterisk, and aria-required for readers. */
  required?: boolean;
}

/** FormField's wiring for a multi-line text: its first error once left or submitted. */
export function FormTextArea<T extends FieldValues, TOutput extends FieldValues = T>({
  form,
  name,
  label,
  hint,
  maxLength,
  rows = 6,
  required = false,
}: FormTextAreaProps<T, TOutput>) {
  const { t } = useTranslation('common');
  const state = useFormState({ control: form.control, name });
  const { error, isTouched } = form.getFieldState(name, state);
  return (
    <Field
      label={label}
      hint={hint}
      required={required}
      error={errorText(error, (key) => t(key))}
      touched={isTouched || state.isSubmitted}
    >
      <TextArea {...form.register(name)} rows={rows} maxLength={maxLength} />
    </Field>
  );
}
