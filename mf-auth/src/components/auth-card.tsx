import { useEffect, useId, useRef, type ReactNode } from 'react';

import '../styles/auth.css';

export interface AuthCardProps {
  title: ReactNode;
  intro?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  /**
   * For a screen that replaces another in place (a form becoming its confirmation): focus moves
   * to the new heading so keyboard and screen-reader users are not left on a vanished button.
   */
  focusTitle?: boolean;
}

export function AuthCard({ title, intro, children, footer, focusTitle = false }: AuthCardProps) {
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusTitle) heading.current?.focus();
  }, [focusTitle]);
  return (
    <section className="auth-card" aria-labelledby={titleId}>
      <h1 id={titleId} ref={heading} tabIndex={-1} className="auth-card__title">
        {title}
      </h1>
      {intro !== undefined && <div className="auth-card__intro">{intro}</div>}
      {children}
      {footer !== undefined && <div className="auth-card__footer">{footer}</div>}
    </section>
  );
}
