import { useId, type ReactNode } from 'react';
import type { FieldPathByValue, FieldValues, UseFormReturn } from 'react-hook-form';

import './form.css';

export interface FormCheckboxProps<T extends FieldValues> {
  form: UseFormReturn<T, unknown, FieldValues>;
  name: FieldPathByValue<T, boolean>;
  label: string;
  /** Why it is on or off by default; read out with the checkbox. */
  hint?: ReactNode;
}

/**
 * A yes-or-no choice of a form: a native checkbox, so Space toggles it and assistive technology
 * announces its state, labelled by its text and described by its hint.
 */
export function FormCheckbox<T extends FieldValues>({
  form,
  name,
  label,
  hint,
}: FormCheckboxProps<T>) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div className="vf-checkbox">
      <input
        {...form.register(name)}
        id={id}
        type="checkbox"
        className="vf-checkbox__input"
        aria-describedby={hint === undefined ? undefined : hintId}
      />
      <label className="vf-checkbox__label" htmlFor={id}>
        {label}
      </label>
      {hint !== undefined && (
        <p id={hintId} className="vf-checkbox__hint">
          {hint}
        </p>
      )}
    </div>
  );
}
