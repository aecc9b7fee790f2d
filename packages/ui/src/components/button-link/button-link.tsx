import type { ComponentPropsWithRef, ReactNode } from 'react';
import { Link } from '@carclub/router';
import { cx } from '../../lib/class-names';
import type { ButtonSize, ButtonVariant } from '../button/button';
import '../button/button.css';

export interface ButtonLinkProps extends ComponentPropsWithRef<typeof Link> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
  /** Decorative icon before the label. */
  icon?: ReactNode;
}

/**
 * A link that looks like the Button: for a call to action that goes to another page ("Add a
 * car"), so it opens in a new tab, shows its address and is announced as a link.
 */
export function ButtonLink({
  variant = 'primary',
  size = 'md',
  fullWidth = false,
  icon,
  className,
  children,
  ...rest
}: ButtonLinkProps) {
  return (
    <Link
      {...rest}
      className={cx(
        'cc-button',
        `cc-button--${variant}`,
        `cc-button--${size}`,
        fullWidth && 'cc-button--full',
        className,
      )}
    >
      {icon && (
        <span className="cc-button__icon" aria-hidden="true">
          {icon}
        </span>
      )}
      <span className="cc-button__label">{children}</span>
    </Link>
  );
}
