import type { HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { UI_NAMESPACE } from '../../i18n';
import { cx } from '../../lib/class-names';
import './spinner.css';

export type SpinnerSize = 'sm' | 'md' | 'lg';

export interface SpinnerProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  size?: SpinnerSize;
  /** Read by screen readers. Defaults to "Loading…". */
  label?: string;
  /** Purely visual (e.g. inside a busy button that already says what is happening). */
  decorative?: boolean;
}

export function Spinner({
  size = 'md',
  label,
  decorative = false,
  className,
  ...rest
}: SpinnerProps) {
  const { t } = useTranslation(UI_NAMESPACE);
  const svg = (
    <svg className="cc-spinner__svg" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle className="cc-spinner__track" cx="12" cy="12" r="9" />
      <path className="cc-spinner__arc" d="M21 12a9 9 0 0 0-9-9" />
    </svg>
  );
  if (decorative) {
    return (
      <span
        {...rest}
        className={cx('cc-spinner', `cc-spinner--${size}`, className)}
        aria-hidden="true"
      >
        {svg}
      </span>
    );
  }
  return (
    <span {...rest} className={cx('cc-spinner', `cc-spinner--${size}`, className)} role="status">
      {svg}
      <span className="visually-hidden">{label ?? t('loading')}</span>
    </span>
  );
}

export interface PageLoaderProps {
  label?: string;
  className?: string;
}

/** Fills the page area while a route or its data loads; fades in late so quick loads don't flash. */
export function PageLoader({ label, className }: PageLoaderProps) {
  return (
    <div className={cx('cc-page-loader', className)}>
      <Spinner size="lg" label={label} />
    </div>
  );
}
