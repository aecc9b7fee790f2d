import { EmptyState } from '@carclub/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import {
  designTokens,
  rulesFromDocument,
  STYLEGUIDE_THEMES,
  themeCss,
  type DesignTokens,
} from '../tokens';
import { ComponentSamples } from './component-samples';
import { TokensContext } from './theme-pair';
import { ColourSection, OtherTokensSection, ScaleSections, TypeSection } from './token-sections';
import '../styleguide.css';

function readTokens(): DesignTokens {
  return designTokens(typeof document === 'undefined' ? [] : rulesFromDocument(document));
}

/** Every design token and shared component, each in the light and the dark theme. */
export function Styleguide() {
  const { t } = useTranslation('admin');
  // The stylesheets are the page's own and do not change while it is open.
  const [tokens] = useState(readTokens);
  if (tokens.names.length === 0) return <EmptyState title={t('styleguide.noTokens')} />;
  return (
    <TokensContext.Provider value={tokens}>
      <style>{STYLEGUIDE_THEMES.map((theme) => themeCss(tokens, theme)).join('\n')}</style>
      <div className="styleguide">
        <ColourSection />
        <TypeSection />
        <ScaleSections />
        <OtherTokensSection />
        <ComponentSamples />
      </div>
    </TokensContext.Provider>
  );
}
