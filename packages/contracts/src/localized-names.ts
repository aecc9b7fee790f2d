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

const LATIN = /[A-Za-z]/;
const CYRILLIC = /[\u0400-\u04FF]/;

/**
 * A vehicle's make and model in `language`, in one script (docs/decisions/0102). Brand and model
 * names are proper names written as their makers write them: the translated names are used when
 * both are in one script (ЗАЗ Таврія), otherwise both plain names (Volkswagen Golf, never
 * "Фольксваген Golf", whatever a reference row says).
 */
export function makeAndModelNames(
  make: { name: string; locales: Locales },
  model: { name: string; locales: Locales },
  language: string,
): { make: string; model: string } {
  const names = { make: localizedName(make, language), model: localizedName(model, language) };
  const shown = `${names.make} ${names.model}`;
  return LATIN.test(shown) && CYRILLIC.test(shown) ? { make: make.name, model: model.name } : names;
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
