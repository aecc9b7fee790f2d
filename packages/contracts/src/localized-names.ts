import type { Locales } from './reference';

// Names in the reader's language, with no schema library (the reference schemas: ./reference).

export interface SelectOption {
  value: string;
  label: string;
}

/** The name in `language` when translated, otherwise the plain name. */
export function localizedName(item: { name: string; locales: Locales }, language: string): string {
  const translated = item.locales[language];
  return translated !== undefined && translated.trim() !== '' ? translated : item.name;
}

/** Options labelled in `language`, sorted the way a speaker of that language expects. */
export function toSelectOptions(
  items: ReadonlyArray<{ id: string; name: string; locales: Locales }>,
  language: string,
): SelectOption[] {
  const collator = new Intl.Collator(language);
  return items
    .map((item) => ({ value: item.id, label: localizedName(item, language) }))
    .sort((a, b) => collator.compare(a.label, b.label));
}
