import { i18n, initI18n } from '@carclub/i18n';
import '../i18n';

/** Initialises the shared i18next instance once per test file and switches it to `language`. */
export function setupTestLanguage(language: 'en' | 'uk' = 'en'): void {
  beforeAll(async () => {
    await initI18n();
    await i18n.changeLanguage(language);
  });
}
