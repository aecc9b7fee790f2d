import { errorText } from '@carclub/forms';
import { Field, Select, TextArea, type SelectOption } from '@carclub/ui';
import type { ReactNode } from 'react';
import {
  useController,
  useFormState,
  type FieldPathByValue,
  type UseFormReturn,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import type { LogbookEntryFormValues } from '../schemas';
import type { LogbookEntryInput } from '@carclub/contracts';

/** The entry form: inputs as typed in, the contract's payload out. */
export type EntryForm = UseFormReturn<LogbookEntryFormValues, unknown, LogbookEntryInput>;
type TextName = FieldPathByValue<LogbookEntryFormValues, string>;

/** A select of the entry form, controlled; it validates on a choice and when left (spec §2). */
export function EntrySelect({
  form,
  name,
  label,
  options,
  placeholder,
  required = false,
}: {
  form: EntryForm;
  name: TextName;
  label: string;
  options: readonly SelectOption[];
  placeholder?: string;
  required?: boolean;
}) {
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
      error={errorText(fieldState.error, (key) => t(key))}
      touched={fieldState.isTouched || formState.isSubmitted}
    >
      <Select
        ref={ref}
        name={name}
        value={value}
        options={options}
        placeholder={placeholder}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
      />
    </Field>
  );
}

/** The story's text area: Markdown source as typed. */
export function EntryTextArea({
  form,
  name,
  label,
  hint,
  maxLength,
}: {
  form: EntryForm;
  name: TextName;
  label: string;
  hint?: ReactNode;
  maxLength?: number;
}) {
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
      <TextArea {...form.register(name)} rows={10} maxLength={maxLength} />
    </Field>
  );
}
