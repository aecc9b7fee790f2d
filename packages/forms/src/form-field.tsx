import type { FieldProps } from '@carclub/ui';
import { Field } from '@carclub/ui';
import { useTranslation } from 'react-i18next';
import { useFormState, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';

import { errorText } from './form-errors';

export type FormFieldProps<T extends FieldValues, TOutput extends FieldValues> = Omit<
  FieldProps,
  'form' | 'name' | 'error' | 'touched' | 'ref' | 'onChange' | 'onBlur' | 'children'
> & {
  form: UseFormReturn<T, unknown, TOutput>;
  name: Path<T>;
};

/**
 * An <input> Field wired to react-hook-form: its first error shows once the field was left
 * (touched) or the form was submitted, and is linked to the input through aria-describedby by
 * Field. A select or text area needs a controller of its own: the registration goes to Field's
 * input, which a child control would replace, hence no children.
 */
export function FormField<T extends FieldValues, TOutput extends FieldValues = T>({
  form,
  name,
  ...fieldProps
}: FormFieldProps<T, TOutput>) {
  const { t } = useTranslation('common');
  const state = useFormState({ control: form.control, name });
  const { error, isTouched } = form.getFieldState(name, state);
  return (
    <Field
      {...fieldProps}
      {...form.register(name)}
      error={errorText(error, (key) => t(key))}
      touched={isTouched || state.isSubmitted}
    />
  );
}
