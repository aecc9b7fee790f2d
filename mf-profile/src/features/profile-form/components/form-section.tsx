import type { ReactNode } from 'react';

export interface FormSectionProps {
  title: string;
  description?: string;
  children: ReactNode;
}

/** One section of the profile form: a fieldset, so its title also names the fields inside. */
export function FormSection({ title, description, children }: FormSectionProps) {
  return (
    <fieldset className="pf-section">
      {/* A heading inside the legend: screen reader users can also jump between sections. */}
      <legend className="pf-section__legend">
        <h2 className="pf-section__title">{title}</h2>
      </legend>
      {description !== undefined && <p className="pf-section__description">{description}</p>}
      <div className="pf-section__grid">{children}</div>
    </fieldset>
  );
}
