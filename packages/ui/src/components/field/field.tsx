import {
  cloneElement,
  isValidElement,
  useId,
  type ComponentPropsWithRef,
  type ReactElement,
  type ReactNode,
} from 'react';
import { cx } from '../../lib/class-names';
import '../../styles/control.css';
import './field.css';

/** The props Field sets on its control; any labelable element or component accepting them works. */
export interface FieldControlProps {
  id?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean | 'true' | 'false';
  'aria-required'?: boolean | 'true' | 'false';
}

export interface FieldOwnProps {
  label: ReactNode;
  /** Shows an asterisk (hidden from screen readers, which get aria-required instead). */
  required?: boolean;
  hint?: ReactNode;
  /** Display text; with a list only the first message is shown. */
  error?: string | readonly string[];
  /** Errors stay hidden until the field has been touched. */
  touched?: boolean;
  /** Class of the wrapper. */
  className?: string;
  /** A custom control (TextArea, Select, …). Without it Field renders an <input> with the rest props. */
  children?: ReactElement<FieldControlProps>;
}

export type FieldProps = FieldOwnProps &
  Omit<ComponentPropsWithRef<'input'>, keyof FieldOwnProps> & {
    /** Class of the rendered <input>. */
    inputClassName?: string;
  };

export function firstError(error: string | readonly string[] | undefined): string | undefined {
  if (typeof error === 'string') return error || undefined;
  return error?.find((message) => message.length > 0);
}

function joinIds(...ids: Array<string | undefined | false>): string | undefined {
  const joined = ids.filter(Boolean).join(' ');
  return joined || undefined;
}

export function Field({
  label,
  required = false,
  hint,
  error,
  touched = false,
  className,
  children,
  id,
  inputClassName,
  ...inputProps
}: FieldProps) {
  const generatedId = useId();
  const child = isValidElement<FieldControlProps>(children) ? children : null;
  const controlId = child?.props.id ?? id ?? `${generatedId}-control`;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const message = touched ? firstError(error) : undefined;
  const invalid = message !== undefined;

  const wiring = (ownDescribedBy: string | undefined): FieldControlProps => ({
    id: controlId,
    'aria-invalid': invalid || undefined,
    'aria-required': required || undefined,
    'aria-describedby': joinIds(ownDescribedBy, hint !== undefined && hintId, invalid && errorId),
  });

  const control = child ? (
    cloneElement(child, wiring(child.props['aria-describedby']))
  ) : (
    <input
      {...inputProps}
      {...wiring(inputProps['aria-describedby'])}
      className={cx('cc-control', inputClassName)}
    />
  );

  return (
    <div className={cx('cc-field', invalid && 'cc-field--invalid', className)}>
      <label className="cc-field__label" htmlFor={controlId}>
        {label}
        {required && (
          <span className="cc-field__required" aria-hidden="true">
            *
          </span>
        )}
      </label>
      {control}
      {hint !== undefined && (
        <p id={hintId} className="cc-field__hint">
          {hint}
        </p>
      )}
      {invalid && (
        <p id={errorId} className="cc-field__error" aria-live="polite">
          {message}
        </p>
      )}
    </div>
  );
}
