import { useId, type ReactNode } from 'react';
import { cx } from '../../lib/class-names';
import { EmptyState } from '../empty-state/empty-state';
import './placeholder-page.css';

export interface PlaceholderPageProps {
  /** The page's own name, its h1: "Clubs", "Billing". */
  title: ReactNode;
  /** The state's heading, an h2: "Coming soon", "CarClub is free". */
  badge: ReactNode;
  /** What is coming, or why there is nothing here yet. */
  description: ReactNode;
  /** Usually a link home. */
  action?: ReactNode;
  /** More to say (a list of what is planned), in a card under the state. */
  children?: ReactNode;
  className?: string;
  /** `h2` where the placeholder is shown inside another page (the styleguide's sample). */
  titleAs?: 'h1' | 'h2';
}

/**
 * The one layout of every page whose content is not built yet: the shell's coming-soon sections,
 * a remote's placeholder (Billing). Its h1 names the page, the centred state says what is coming
 * (docs/decisions/0103).
 */
export function PlaceholderPage({
  title,
  badge,
  description,
  action,
  children,
  className,
  titleAs: Title = 'h1',
}: PlaceholderPageProps) {
  const titleId = useId();
  return (
    <section className={cx('cc-placeholder', className)} aria-labelledby={titleId}>
      <Title id={titleId} className="cc-placeholder__title">
        {title}
      </Title>
      <EmptyState
        className="cc-placeholder__state"
        icon={
          <svg
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            focusable="false"
          >
            <circle cx="12" cy="12" r="9" />
            <path d="M12 7v5l3 2" />
          </svg>
        }
        title={badge}
        description={description}
        action={action}
      />
      {children !== undefined && <div className="cc-placeholder__more">{children}</div>}
    </section>
  );
}
