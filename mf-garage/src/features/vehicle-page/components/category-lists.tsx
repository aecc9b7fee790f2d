import { useId } from 'react';

export interface CategoryListsProps {
  /** Section heading: "Features" or "Modifications". */
  title: string;
  /** The built-in categories in display order, each with its label. */
  categories: ReadonlyArray<{ id: string; label: string; items: readonly string[] }>;
  /** The owner's own categories, after the built-in ones. */
  custom: ReadonlyArray<{ name: string; items: readonly string[] }>;
}

/** Features or modifications by category; empty categories are left out, and so is an empty section. */
export function CategoryLists({ title, categories, custom }: CategoryListsProps) {
  const headingId = useId();
  const shown = [
    ...categories.map(({ id, label, items }) => ({ key: `builtin:${id}`, label, items })),
    ...custom.map(({ name, items }) => ({ key: `custom:${name}`, label: name, items })),
  ].filter((category) => category.items.length > 0);
  if (shown.length === 0) return null;

  return (
    <section className="vehicle-page__section" aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      <div className="vehicle-page__categories">
        {shown.map((category) => (
          <section key={category.key} className="vehicle-page__category">
            <h3>{category.label}</h3>
            <ul className="vehicle-page__chips">
              {category.items.map((item, index) => (
                <li key={`${index}:${item}`}>{item}</li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </section>
  );
}
