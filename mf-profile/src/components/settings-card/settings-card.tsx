import type { ReactNode } from 'react';

import './settings-card.css';

export interface SettingsCardProps {
  /** The heading's id: the card is a region named by it. */
  titleId: string;
  title: ReactNode;
  intro?: ReactNode;
  children?: ReactNode;
}

/** One card of the Security tab's column: a titled region with an optional line under the title. */
export function SettingsCard({ titleId, title, intro, children }: SettingsCardProps) {
  return (
    <section className="settings-card" aria-labelledby={titleId}>
      {/* Focusable by script: focus lands here when the control that had it goes away. */}
      <h2 id={titleId} className="settings-card__title" tabIndex={-1}>
        {title}
      </h2>
      {intro && <p className="settings-card__intro">{intro}</p>}
      {children}
    </section>
  );
}
