import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from '../../lib/class-names';
import './empty-state.css';

export type HeadingLevel = 2 | 3 | 4;

export interface EmptyStateProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** Decorative; hidden from screen readers. */
  icon?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  /** Usually a Button, e.g. "Add your first car". */
  action?: ReactNode;
  /** Fits the heading into the page outline. */
  headingLevel?: HeadingLevel;
}

export function EmptyState({
  icon,
  title,
  description,
  action,
  headingLevel = 2,
  className,
  ...rest
}: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <section {...rest} className={cx('cc-state', className)}>
      {icon !== undefined && (
        <div className="cc-state__icon" aria-hidden="true">
          {icon}
        </div>
      )}
      <Heading className="cc-state__title">{title}</Heading>
      {description !== undefined && <div className="cc-state__description">{description}</div>}
      {action !== undefined && <div className="cc-state__action">{action}</div>}
    </section>
  );
}
