import type { ReactNode } from 'react';

import './form.css';

export interface FormSectionProps {
  title: string;
  description?: string;
  children: ReactNode;
  /** `wide`: one field per row (long texts, lists). */
  layout?: 'grid' | 'wide';
}

/**
 * One section of a long form: a fieldset, so its title also names the fields inside. The form
 * itself takes the class `cc-form` (its sections a column), its note `cc-form__note`.
 */
export function FormSection({ title, description, children, layout = 'grid' }: FormSectionProps) {
  return (
    <fieldset className="cc-form-section">
      {/* A heading inside the legend: screen reader users can also jump between sections. */}
      <legend className="cc-form-section__legend">
        <h2 className="cc-form-section__title">{title}</h2>
      </legend>
      {description !== undefined && <p className="cc-form-section__description">{description}</p>}
      <div className={layout === 'grid' ? 'cc-form-section__grid' : 'cc-form-section__stack'}>
        {children}
      </div>
    </fieldset>
  );
}
