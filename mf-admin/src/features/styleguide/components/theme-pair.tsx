import { createContext, useContext, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { STYLEGUIDE_THEMES, type DesignTokens, type StyleguideTheme } from '../tokens';

export const TokensContext = createContext<DesignTokens | null>(null);

export function useDesignTokens(): DesignTokens {
  const tokens = useContext(TokensContext);
  if (!tokens) throw new Error('The styleguide’s parts need <Styleguide> around them.');
  return tokens;
}

/**
 * The same content twice, side by side: once in each theme. A panel re-declares the theme's
 * tokens (the styleguide's <style>), so what is inside looks as it does on a page in that theme.
 */
export function ThemePair({
  label,
  children,
}: {
  /** The section's name; each panel is a group named after it and its theme. */
  label: string;
  children: (theme: StyleguideTheme) => ReactNode;
}) {
  const { t } = useTranslation('admin');
  return (
    <div className="styleguide-pair">
      {STYLEGUIDE_THEMES.map((theme) => {
        const themeName = t(`styleguide.themes.${theme}`);
        return (
          <div
            key={theme}
            role="group"
            aria-label={t('styleguide.inTheme', { section: label, theme: themeName })}
            className="styleguide-panel"
            data-styleguide-theme={theme}
          >
            <p className="styleguide-panel__theme" aria-hidden="true">
              {themeName}
            </p>
            {children(theme)}
          </div>
        );
      })}
    </div>
  );
}
