import { errorText } from '@carclub/forms';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { firstFieldError } from '../field-errors';
import type { ListFieldName, VehicleForm } from './form-types';
import { ItemListEditor } from './item-list-editor';

export interface ListFieldProps {
  form: VehicleForm;
  name: ListFieldName;
  label: string;
  headingLevel?: 3 | 4;
}

/** An ItemListEditor bound to one list of the form; an error about any item shows under it. */
export function ListField({ form, name, label, headingLevel }: ListFieldProps) {
  const { t } = useTranslation('common');
  const {
    field: { ref, value, onChange },
    fieldState,
  } = useController({ control: form.control, name });
  return (
    <ItemListEditor
      label={label}
      items={value}
      onChange={(items) => {
        onChange(items);
        form.clearErrors(name);
      }}
      error={errorText(firstFieldError(fieldState.error), (key) => t(key))}
      inputRef={ref}
      headingLevel={headingLevel}
    />
  );
}
