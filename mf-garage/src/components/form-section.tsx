import type { ReactNode } from 'react';

import './form.css';

export interface FormSectionProps {
  title: string;
  description?: string;
  children: ReactNode;
  /** `wide`: one field per row (long texts, lists). */
  layout?: 'grid' | 'wide';
}

/** One section of a vehicle form: a fieldset, so its title also names the fields inside. */
export function FormSection({ title, description, children, layout = 'grid' }: FormSectionProps) {
  return (
    <fieldset className="vf-section">
      {/* A heading inside the legend: screen reader users can also jump between sections. */}
      <legend className="vf-section__legend">
        <h2 className="vf-section__title">{title}</h2>
      </legend>
      {description !== undefined && <p className="vf-section__description">{description}</p>}
      <div className={layout === 'grid' ? 'vf-section__grid' : 'vf-section__stack'}>{children}</div>
    </fieldset>
  );
}
