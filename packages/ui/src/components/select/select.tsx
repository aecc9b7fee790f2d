import type { ChangeEvent, ComponentPropsWithRef, FocusEvent } from 'react';
import { cx } from '../../lib/class-names';
import '../../styles/control.css';
import './select.css';

export interface SelectOption {
  value: string | number;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends Omit<
  ComponentPropsWithRef<'select'>,
  'children' | 'multiple'
> {
  options: readonly SelectOption[];
  /** First, empty-valued option ("Choose a country…"). */
  placeholder?: string;
  /**
   * Called when the user makes a choice and when the list closes (blur), so a form can validate
   * the field then — e.g. `onValidate={() => trigger('countryId')}` with react-hook-form.
   */
  onValidate?: () => void;
}

export function Select({
  options,
  placeholder,
  onValidate,
  onChange,
  onBlur,
  className,
  ...rest
}: SelectProps) {
  const handleChange = (event: ChangeEvent<HTMLSelectElement>) => {
    onChange?.(event);
    onValidate?.();
  };
  const handleBlur = (event: FocusEvent<HTMLSelectElement>) => {
    onBlur?.(event);
    onValidate?.();
  };
  return (
    <div className={cx('cc-select', className)}>
      <select
        {...rest}
        className="cc-control cc-select__control"
        onChange={handleChange}
        onBlur={handleBlur}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
      <svg className="cc-select__chevron" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
        <path d="M4 6l4 4 4-4" />
      </svg>
    </div>
  );
}
