import { useTranslation } from 'react-i18next';
import { useTheme, type Theme } from '@carclub/ui';

const THEMES: Theme[] = ['light', 'dark', 'system'];

export function ThemeSwitcher() {
  const { t } = useTranslation('shell');
  const { theme, setTheme } = useTheme();
  return (
    <label className="app-header__select">
      <span className="visually-hidden">{t('theme.label')}</span>
      <select value={theme} onChange={(event) => setTheme(event.target.value as Theme)}>
        {THEMES.map((option) => (
          <option key={option} value={option}>
            {t(`theme.${option}`)}
          </option>
        ))}
      </select>
    </label>
  );
}
