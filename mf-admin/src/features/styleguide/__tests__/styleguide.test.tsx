import { loadCommonPasswords } from '@carclub/contracts';
import * as forms from '@carclub/forms';
import * as ui from '@carclub/ui';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { StyleguidePage } from '../../../pages/styleguide-page';
import { renderPage, setupTestEnvironment } from '../../../test-utils/render';
import { COMPONENT_SAMPLES, WITHOUT_SAMPLE } from '../components/component-samples';
import { designTokens, rulesFromCssText } from '../tokens';
import { TOKENS_CSS } from './tokens-css';

setupTestEnvironment();
// In memory before the meter's sample mounts, which would otherwise load it after the test.
beforeAll(() => loadCommonPasswords());

let styles: HTMLStyleElement[] = [];

/** Puts a stylesheet in the page, as the shell's <link> to its styles does. */
function addStylesheet(css: string) {
  const style = document.createElement('style');
  style.textContent = css;
  document.head.append(style);
  styles.push(style);
}

afterEach(() => {
  styles.forEach((style) => style.remove());
  styles = [];
});

/** The page, once its form sample has checked its field (an update after the first render). */
async function renderStyleguide() {
  const view = renderPage(<StyleguidePage />, '/dashboard/styleguide');
  if (styles.length > 0)
    expect(await screen.findAllByText('Invalid email address')).toHaveLength(2);
  return view;
}

/** PascalCase exports that React can render: the shared components. */
function componentExports(module: Record<string, unknown>): Array<[string, unknown]> {
  return Object.entries(module).filter(
    ([name, value]) =>
      /^[A-Z][a-z]/.test(name) &&
      (typeof value === 'function' ||
        (typeof value === 'object' && value !== null && '$$typeof' in value)),
  );
}

describe('the styleguide’s component samples', () => {
  const sampled = new Set(COMPONENT_SAMPLES.flatMap((sample) => sample.components));

  it.each([
    ['@carclub/ui', ui],
    ['@carclub/forms', forms],
  ])('cover every component %s exports', (_name, module) => {
    const components = componentExports(module);
    expect(components.length).toBeGreaterThan(1);
    const missing = components
      .filter(([, component]) => !sampled.has(component) && !WITHOUT_SAMPLE.has(component))
      .map(([name]) => name);
    // A new shared component needs a sample in components/component-samples.tsx.
    expect(missing).toEqual([]);
  });
});

describe('the styleguide page', () => {
  it('shows every colour, with each theme’s value, and the type scale, spacing, radii and shadows, in both themes', async () => {
    addStylesheet(TOKENS_CSS);
    await renderStyleguide();
    expect(screen.getByRole('heading', { level: 1, name: 'Styleguide' })).toBeInTheDocument();
    const light = screen.getByRole('group', { name: 'Colours, Light theme' });
    const dark = screen.getByRole('group', { name: 'Colours, Dark theme' });
    const colours = Array.from(
      TOKENS_CSS.matchAll(/^[ \t]*(--cc-color-[\w-]+)[ \t]*:/gm),
      (m) => m[1],
    );
    for (const name of new Set(colours)) {
      expect(within(light).getByText(name as string)).toBeInTheDocument();
      expect(within(dark).getByText(name as string)).toBeInTheDocument();
    }
    const swatch = (panel: HTMLElement) =>
      within(panel).getByText('--cc-color-bg').closest('li') as HTMLElement;
    const { themes } = designTokens(rulesFromCssText(TOKENS_CSS));
    const bg = (theme: 'light' | 'dark') => themes[theme].get('--cc-color-bg') as string;
    expect(bg('light')).not.toBe(bg('dark'));
    expect(within(swatch(light)).getByText(bg('light'))).toBeInTheDocument();
    expect(within(swatch(dark)).getByText(bg('dark'))).toBeInTheDocument();
    // The panels get their theme's values from the styleguide's own rules.
    const rules = document.querySelector('.styleguide')?.previousElementSibling?.textContent;
    expect(rules).toContain("[data-styleguide-theme='dark']");
    expect(light).toHaveAttribute('data-styleguide-theme', 'light');
    expect(dark).toHaveAttribute('data-styleguide-theme', 'dark');
    for (const [section, token] of [
      ['Type', '--cc-font-size-2xl'],
      ['Spacing', '--cc-space-16'],
      ['Corner radii', '--cc-radius-xl'],
      ['Shadows', '--cc-shadow-lg'],
    ] as const) {
      for (const theme of ['Light theme', 'Dark theme']) {
        const panel = screen.getByRole('group', { name: `${section}, ${theme}` });
        expect(within(panel).getByText(token)).toBeInTheDocument();
      }
    }
  });

  it('shows a token added to the stylesheets with no change of its own', async () => {
    addStylesheet(TOKENS_CSS);
    addStylesheet(':root { --cc-blur-glass: 12px; --cc-color-chrome: #c0c0c0; }');
    addStylesheet("html[data-theme='dark'] { --cc-color-chrome: #404040; }");
    await renderStyleguide();
    const other = screen.getByRole('group', { name: 'Other tokens, Dark theme' });
    expect(within(other).getByRole('rowheader', { name: '--cc-blur-glass' })).toBeInTheDocument();
    const dark = screen.getByRole('group', { name: 'Colours, Dark theme' });
    expect(within(dark).getByText('#404040')).toBeInTheDocument();
    expect(
      within(screen.getByRole('group', { name: 'Colours, Light theme' })).getByText('#c0c0c0'),
    ).toBeInTheDocument();
  });

  it('shows each component sample in both themes; a dialog keeps its panel’s theme', async () => {
    addStylesheet(TOKENS_CSS);
    await renderStyleguide();
    for (const { title } of COMPONENT_SAMPLES) {
      const sample = screen.getByRole('region', { name: title });
      expect(within(sample).getAllByRole('group')).toHaveLength(2);
    }
    const buttons = screen.getByRole('region', { name: 'Button' });
    const darkButtons = within(buttons).getByRole('group', { name: 'Button, Dark theme' });
    const disabled = within(darkButtons).getAllByRole('button', { name: 'Disabled' });
    expect(disabled).toHaveLength(4);
    disabled.forEach((button) => expect(button).toBeDisabled());
    const form = screen.getByRole('region', { name: 'FormField (@carclub/forms)' });
    for (const field of within(form).getAllByRole('textbox', { name: 'E-mail' })) {
      expect(field).toHaveAccessibleDescription('Invalid email address');
    }

    // A dialog opened from a panel carries the panel's theme to the end of <body>.
    const dialogs = screen.getByRole('region', { name: 'Dialog, ConfirmDialog' });
    const dark = within(dialogs).getByRole('group', { name: 'Dialog, ConfirmDialog, Dark theme' });
    await userEvent.click(within(dark).getByRole('button', { name: 'Open the confirmation' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Delete this car?' });
    expect(confirm.querySelector("[data-styleguide-theme='dark']")).not.toBeNull();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('says so when the page has no design tokens', async () => {
    await renderStyleguide();
    expect(
      screen.getByRole('heading', {
        name: 'No design tokens were found in the page’s stylesheets.',
      }),
    ).toBeInTheDocument();
  });
});
