// Names in the reader's language, with no schema library (the reference schemas: ./reference).

/** A name in each language it is translated into (`localesSchema` in ./reference checks it). */
export type Locales = Record<string, string>;

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
