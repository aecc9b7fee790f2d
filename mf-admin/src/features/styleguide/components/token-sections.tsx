import type { ParseKeys } from 'i18next';
import { useId, type CSSProperties, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import {
  contrastRatio,
  resolvedValue,
  textColourFor,
  tokensOfGroup,
  type StyleguideTheme,
  type TokenGroup,
} from '../tokens';
import { ThemePair, useDesignTokens } from './theme-pair';

type SectionKey = Extract<ParseKeys<'admin'>, `styleguide.sections.${string}`>;

/** A section of the page: its heading, then its content in both themes. */
export function StyleguideSection({
  titleKey,
  intro,
  children,
}: {
  titleKey: SectionKey;
  intro?: ReactNode;
  children: (theme: StyleguideTheme) => ReactNode;
}) {
  const { t } = useTranslation('admin');
  const headingId = useId();
  return (
    <section className="styleguide-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t(titleKey)}</h2>
      {intro}
      <ThemePair label={t(titleKey)}>{children}</ThemePair>
    </section>
  );
}

function TokenName({ name, value }: { name: string; value: string }) {
  return (
    <span className="styleguide-token">
      <code className="styleguide-token__name">{name}</code>
      <code className="styleguide-token__value">{value}</code>
    </span>
  );
}

function useThemeValues(theme: StyleguideTheme) {
  const tokens = useDesignTokens();
  const values = tokens.themes[theme];
  return { names: tokens.names, values, value: (name: string) => resolvedValue(values, name) };
}

function Swatches({ theme }: { theme: StyleguideTheme }) {
  const { t, i18n } = useTranslation('admin');
  const { names, values, value } = useThemeValues(theme);
  const format = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 });
  const ratio = (foreground: string, background: string) => {
    const result = contrastRatio(value(foreground), value(background), value('--cc-color-bg'));
    return result === null ? '—' : `${format.format(result)}:1`;
  };
  return (
    <ul className="styleguide-swatches">
      {tokensOfGroup(names, 'colour').map((name) => {
        const text = textColourFor(values, name);
        return (
          <li key={name} className="styleguide-swatch">
            <span
              className="styleguide-swatch__colour"
              style={{ background: `var(${name})`, color: `var(${text})` }}
              aria-hidden="true"
            />
            <TokenName name={name} value={value(name)} />
            <dl className="styleguide-swatch__ratios">
              <div>
                <dt>{t('styleguide.colours.withText')}</dt>
                <dd>{ratio(text, name)}</dd>
              </div>
              <div>
                <dt>{t('styleguide.colours.onPage')}</dt>
                <dd>{ratio(name, '--cc-color-bg')}</dd>
              </div>
            </dl>
          </li>
        );
      })}
    </ul>
  );
}

export function ColourSection() {
  const { t } = useTranslation('admin');
  return (
    <StyleguideSection
      titleKey="styleguide.sections.colours"
      intro={<p>{t('styleguide.colours.legend')}</p>}
    >
      {(theme) => <Swatches theme={theme} />}
    </StyleguideSection>
  );
}

const TYPE_GROUPS: ReadonlyArray<{
  group: TokenGroup;
  titleKey: Extract<ParseKeys<'admin'>, `styleguide.type.${string}`>;
  style: (name: string) => CSSProperties;
  paragraph?: boolean;
}> = [
  {
    group: 'fontFamily',
    titleKey: 'styleguide.type.families',
    style: (n) => ({ fontFamily: `var(${n})` }),
  },
  {
    group: 'fontSize',
    titleKey: 'styleguide.type.sizes',
    style: (n) => ({ fontSize: `var(${n})` }),
  },
  {
    group: 'fontWeight',
    titleKey: 'styleguide.type.weights',
    style: (n) => ({ fontWeight: `var(${n})` }),
  },
  {
    group: 'lineHeight',
    titleKey: 'styleguide.type.lineHeights',
    style: (n) => ({ lineHeight: `var(${n})` }),
    paragraph: true,
  },
  {
    group: 'letterSpacing',
    titleKey: 'styleguide.type.letterSpacings',
    style: (n) => ({ letterSpacing: `var(${n})` }),
  },
];

/** `1.125rem (18 px)`: the size in pixels at the browser's default 16 px. */
function withPixels(value: string): string {
  const rem = /^(\d+(?:\.\d+)?|\.\d+)rem$/.exec(value)?.[1];
  return rem ? `${value} (${Number(rem) * 16} px)` : value;
}

export function TypeSection() {
  return (
    <StyleguideSection titleKey="styleguide.sections.typography">
      {(theme) => <TypeSamples theme={theme} />}
    </StyleguideSection>
  );
}

function TypeSamples({ theme }: { theme: StyleguideTheme }) {
  const { t } = useTranslation('admin');
  const { names, value } = useThemeValues(theme);
  return TYPE_GROUPS.map(({ group, titleKey, style, paragraph }) => (
    <div key={group} className="styleguide-type-group">
      <h3>{t(titleKey)}</h3>
      <ul className="styleguide-list">
        {tokensOfGroup(names, group).map((name) => (
          <li key={name} className="styleguide-type">
            <TokenName name={name} value={withPixels(value(name))} />
            <p className="styleguide-type__sample" style={style(name)}>
              {t(paragraph ? 'styleguide.type.paragraph' : 'styleguide.type.sample')}
            </p>
          </li>
        ))}
      </ul>
    </div>
  ));
}

const SCALES: ReadonlyArray<{
  group: TokenGroup;
  titleKey: SectionKey;
  style: (name: string) => CSSProperties;
}> = [
  {
    group: 'space',
    titleKey: 'styleguide.sections.spacing',
    style: (n) => ({ width: `var(${n})` }),
  },
  {
    group: 'radius',
    titleKey: 'styleguide.sections.radii',
    style: (n) => ({ borderRadius: `var(${n})` }),
  },
  {
    group: 'shadow',
    titleKey: 'styleguide.sections.shadows',
    style: (n) => ({ boxShadow: `var(${n})` }),
  },
];

/** Spacing, corner radii and shadows: each token drawn as what it does. */
export function ScaleSections() {
  return SCALES.map(({ group, titleKey, style }) => (
    <StyleguideSection key={group} titleKey={titleKey}>
      {(theme) => <Scale theme={theme} group={group} style={style} />}
    </StyleguideSection>
  ));
}

function Scale({
  theme,
  group,
  style,
}: {
  theme: StyleguideTheme;
  group: TokenGroup;
  style: (name: string) => CSSProperties;
}) {
  const { names, value } = useThemeValues(theme);
  return (
    <ul className={`styleguide-list styleguide-scale styleguide-scale--${group}`}>
      {tokensOfGroup(names, group).map((name) => (
        <li key={name}>
          <TokenName name={name} value={withPixels(value(name))} />
          <span className="styleguide-scale__sample" style={style(name)} aria-hidden="true" />
        </li>
      ))}
    </ul>
  );
}

/** The tokens of no kind above (focus ring, control heights, motion, layers): name and value. */
export function OtherTokensSection() {
  return (
    <StyleguideSection titleKey="styleguide.sections.other">
      {(theme) => <OtherTokens theme={theme} />}
    </StyleguideSection>
  );
}

function OtherTokens({ theme }: { theme: StyleguideTheme }) {
  const { t } = useTranslation('admin');
  const { names, value } = useThemeValues(theme);
  return (
    <table className="styleguide-table">
      <thead>
        <tr>
          <th scope="col">{t('styleguide.table.token')}</th>
          <th scope="col">{t('styleguide.table.value')}</th>
        </tr>
      </thead>
      <tbody>
        {tokensOfGroup(names, 'other').map((name) => (
          <tr key={name}>
            <th scope="row">
              <code>{name}</code>
            </th>
            <td>
              <code>{value(name)}</code>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
