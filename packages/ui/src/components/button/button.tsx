import type { ComponentPropsWithRef, MouseEvent, ReactNode } from 'react';
import { cx } from '../../lib/class-names';
import { Spinner } from '../spinner/spinner';
import './button.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner, sets aria-busy and ignores clicks, while keeping the label and focus. */
  loading?: boolean;
  fullWidth?: boolean;
  /** Decorative icon before the label. */
  icon?: ReactNode;
}

export function Button({
  variant = 'primary',
  size = 'md',
  loading = false,
  fullWidth = false,
  icon,
  type = 'button',
  className,
  children,
  onClick,
  disabled,
  ...rest
}: ButtonProps) {
  // While loading the button stays focusable (aria-disabled rather than disabled), so a keyboard
  // user who just pressed it does not lose their place; the click is swallowed instead.
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (loading) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <button
      {...rest}
      type={type}
      disabled={disabled}
      aria-busy={loading || undefined}
      aria-disabled={loading || undefined}
      onClick={handleClick}
      className={cx(
        'cc-button',
        `cc-button--${variant}`,
        `cc-button--${size}`,
        fullWidth && 'cc-button--full',
        loading && 'cc-button--loading',
        className,
      )}
    >
      {loading ? (
        <Spinner decorative size="sm" className="cc-button__icon" />
      ) : (
        icon && (
          <span className="cc-button__icon" aria-hidden="true">
            {icon}
          </span>
        )
      )}
      <span className="cc-button__label">{children}</span>
    </button>
  );
}
