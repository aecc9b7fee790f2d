import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const apps = ['shell', 'mf-auth', 'mf-garage', 'mf-profile', 'mf-admin', 'api'];

// Imports flow one way: apps -> packages. Packages never import apps, remotes never import each
// other, and shared packages are always imported by their bare name so Module Federation can share them.
const boundaries = (self) => ({
  files: [`${self}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: ['**/packages/*', '**/packages/*/**'],
            message: 'Import workspace packages by their @carclub/* name.',
          },
          ...apps
            .filter((app) => app !== self)
            .map((app) => ({
              group: [`@carclub/${app}`, `@carclub/${app}/**`, `**/${app}/src/**`],
              message: 'Apps never import each other.',
            })),
        ],
      },
    ],
  },
});

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.site/**',
      '**/.data*/**',
      '**/coverage/**',
      '**/test-results/**',
      '**/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['packages/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: apps.map((app) => ({
            group: [`@carclub/${app}`, `**/${app}/**`],
            message: 'Packages never import apps.',
          })),
        },
      ],
    },
  },
  ...apps.map(boundaries),
);
