import { useTranslation } from 'react-i18next';
import { setLanguage, SUPPORTED_LANGUAGES, type Language } from '@carclub/i18n';
import { useSessionStore } from '@carclub/session';

import { reportError } from '../../lib/monitoring';
import { updateAccountLanguage } from './api/update-account-language';

/**
 * Switches the interface language at once; a signed-in member's choice is also kept on the
 * account, for the e-mails sent later. That call failing changes nothing on screen (it is only
 * reported): the next switch saves it again.
 */
async function switchLanguage(language: Language, signedIn: boolean): Promise<void> {
  await setLanguage(language);
  if (!signedIn) return;
  try {
    await updateAccountLanguage(language);
  } catch (error) {
    reportError(error, { action: 'update-account-language' });
  }
}

export function LanguageSwitcher() {
  const { t, i18n } = useTranslation('shell');
  const signedIn = useSessionStore((state) => state.user !== null);
  return (
    <label className="app-header__select">
      <span className="visually-hidden">{t('language.label')}</span>
      <select
        value={i18n.resolvedLanguage}
        onChange={(event) => void switchLanguage(event.target.value as Language, signedIn)}
      >
        {SUPPORTED_LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {t(`language.${language}`)}
          </option>
        ))}
      </select>
    </label>
  );
}
