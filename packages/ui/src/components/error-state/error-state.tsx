import type { HTMLAttributes, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { UI_NAMESPACE } from '../../i18n';
import { cx } from '../../lib/class-names';
import { Button } from '../button/button';
import type { HeadingLevel } from '../empty-state/empty-state';
import '../empty-state/empty-state.css';
import './error-state.css';

export interface ErrorStateProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** Defaults to "Something went wrong". */
  title?: ReactNode;
  /** What failed, e.g. the ApiError's translated message. */
  message?: ReactNode;
  /** Shows a "Try again" button. */
  onRetry?: () => void;
  retryLabel?: string;
  /** A retry is running: the button shows a spinner and ignores clicks. */
  retrying?: boolean;
  headingLevel?: HeadingLevel;
  /** Decorative; a warning sign by default. */
  icon?: ReactNode;
}

export function ErrorState({
  title,
  message,
  onRetry,
  retryLabel,
  retrying = false,
  headingLevel = 2,
  icon,
  className,
  ...rest
}: ErrorStateProps) {
  const { t } = useTranslation(UI_NAMESPACE);
  const Heading = `h${headingLevel}` as const;
  return (
    <section {...rest} className={cx('cc-state', 'cc-error-state', className)}>
      <div className="cc-state__icon" aria-hidden="true">
        {icon ?? (
          <svg viewBox="0 0 24 24" focusable="false">
            <path d="M12 3l10 18H2L12 3z" />
            <path d="M12 10v5M12 18v.01" />
          </svg>
        )}
      </div>
      {/* Announced when it replaces the content that failed to load. */}
      <div role="alert" className="cc-error-state__text">
        <Heading className="cc-state__title">{title ?? t('errorState.title')}</Heading>
        {message !== undefined && <div className="cc-state__description">{message}</div>}
      </div>
      {onRetry && (
        <div className="cc-state__action">
          <Button variant="primary" onClick={onRetry} loading={retrying}>
            {retryLabel ?? t('errorState.retry')}
          </Button>
        </div>
      )}
    </section>
  );
}
