import { toSelectOptions, type Locales, type SelectOption } from '@carclub/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Select options of a reference list, labelled in the interface language (the `locales` name,
 * else the plain name) and sorted the way a speaker of it expects.
 */
export function useReferenceOptions(
  items: ReadonlyArray<{ id: string; name: string; locales: Locales }> | undefined,
): SelectOption[] {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return useMemo(() => (items ? toSelectOptions(items, language) : []), [items, language]);
}
