import { errorText } from '@carclub/forms';
import { Field, TextArea } from '@carclub/ui';
import type { ReactNode } from 'react';
import { useFormState } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import type { TextFieldName, VehicleForm } from './form-types';

export interface FormTextAreaProps {
  form: VehicleForm;
  name: TextFieldName;
  label: string;
  hint?: ReactNode;
  maxLength?: number;
  rows?: number;
}

/** FormField's wiring for a multi-line text. */
export function FormTextArea({ form, name, label, hint, maxLength, rows = 6 }: FormTextAreaProps) {
  const { t } = useTranslation('common');
  const state = useFormState({ control: form.control, name });
  const { error, isTouched } = form.getFieldState(name, state);
  return (
    <Field
      label={label}
      hint={hint}
      error={errorText(error, (key) => t(key))}
      touched={isTouched || state.isSubmitted}
    >
      <TextArea {...form.register(name)} rows={rows} maxLength={maxLength} />
    </Field>
  );
}
