import { useId, type ReactNode } from 'react';

import type { FlagFieldName, VehicleForm } from './form-types';

export interface FormCheckboxProps {
  form: VehicleForm;
  name: FlagFieldName;
  label: string;
  /** Why it is on or off by default; read out with the checkbox. */
  hint?: ReactNode;
}

/**
 * A yes-or-no choice of the vehicle form: a native checkbox, so Space toggles it and assistive
 * technology announces its state, labelled by its text and described by its hint.
 */
export function FormCheckbox({ form, name, label, hint }: FormCheckboxProps) {
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
