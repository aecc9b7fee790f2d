import { isSupportedLanguage, LANGUAGE_STORAGE_KEY, type Language } from '@carclub/i18n';

/** Spec §7/§9: API calls default to English when no language has been stored yet. */
export const DEFAULT_REQUEST_LANGUAGE: Language = 'en';

/** The stored interface language as the API expects it in `lang`. */
export function requestLanguage(): Language {
  let stored: string | null = null;
  try {
    stored = globalThis.localStorage?.getItem(LANGUAGE_STORAGE_KEY) ?? null;
  } catch {
    // Storage can throw when blocked (privacy settings); the default language is still right.
  }
  const base = stored?.split('-', 1)[0]?.toLowerCase();
  return isSupportedLanguage(base) ? base : DEFAULT_REQUEST_LANGUAGE;
}
