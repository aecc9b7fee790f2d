import { readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import regexp from 'eslint-plugin-regexp';
import globals from 'globals';
import tseslint from 'typescript-eslint';

import { apiDomainZones } from './tools/lint/api-layers.mjs';

const root = import.meta.dirname;
const frontends = ['shell', 'mf-auth', 'mf-garage', 'mf-profile', 'mf-admin', 'mf-community'];
const apps = [...frontends, 'api'];

const featuresOf = (app) => {
  try {
    return readdirSync(path.join(root, app, 'src/features'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
  } catch {
    return [];
  }
};

// Boundaries between folders, checked on the resolved path of every import, so a relative
// `../../routes/x` is caught as surely as an absolute one.
const libZone = {
  target: 'api/src/lib',
  from: ['api/src/routes', 'api/src/plugins'],
  message:
    'Domain logic in lib takes its dependencies as arguments; it never imports routes or plugins.',
};
const otherZones = [
  // A feature is a unit that pages compose: what two features share moves to the app's
  // components, hooks or lib.
  ...frontends.flatMap((app) =>
    featuresOf(app).map((feature) => ({
      target: `${app}/src/features/${feature}`,
      from: `${app}/src/features`,
      except: [`./${feature}`],
      message: `A feature never imports another feature; move what they share to ${app}/src/{components,hooks,lib}.`,
    })),
  ),
  ...apps.map((app) => ({
    target: app,
    from: apps.filter((other) => other !== app),
    message: 'Apps never import each other.',
  })),
  { target: 'packages', from: apps, message: 'Packages never import apps.' },
];
const restrictedPaths = (zones) => ['error', { basePath: root, zones }];

// A page's address is put together in one place, so a page that moves, or a part that needs
// encoding, is changed once for the server and every remote (ADR 0139).
const handBuiltPagePath = {
  selector:
    'TemplateLiteral[quasis.0.value.raw=/^\\/(?:(?:u|edit-car|dashboard\\/members)\\/|(?:login|register)\\?)/]',
  message:
    'Build page paths with @carclub/contracts/page-paths (memberPage, vehiclePage, editCarPage, …), never by hand.',
};

// React Router is shared as @carclub/router, which names what the apps use; reached any other way it
// would be a second router on the page, or bring the whole library back (ADR 0084).
const reactRouter = {
  group: ['react-router', 'react-router/*', 'react-router-dom', 'react-router-dom/*'],
  message:
    'Import routing from @carclub/router: the shared router, only the parts we use (ADR 0084).',
};
// Its server half reaches the same react-router as the shared half only in the shell's server
// build, beside the @carclub/router the shell provides (packages/router/src/server.ts).
const routerServer = {
  name: '@carclub/router/server',
  message: "Only the shell's server render (shell/src/server) may use @carclub/router/server.",
};
const serverRender = 'shell/src/server/**';
const packagesNeverImportApps = apps.map((app) => ({
  group: [`@carclub/${app}`, `**/${app}/**`],
  message: 'Packages never import apps.',
}));

// Imports flow one way: apps -> packages. Packages never import apps, remotes never import each
// other, and shared packages are always imported by their bare name so Module Federation can share them.
const boundaries = (self) => {
  const rules = (paths) => ({
    'no-restricted-imports': [
      'error',
      {
        paths: [
          {
            name: 'react-hot-toast',
            importNames: ['default', 'toast'],
            message:
              "Use @carclub/ui's toast: it loads react-hot-toast on the first toast (ADR 0084).",
          },
          ...paths,
        ],
        patterns: [
          {
            group: ['**/packages/*', '**/packages/*/**'],
            message: 'Import workspace packages by their @carclub/* name.',
          },
          reactRouter,
          ...apps
            .filter((app) => app !== self)
            .map((app) => ({
              group: [`@carclub/${app}`, `@carclub/${app}/**`, `**/${app}/src/**`],
              message: 'Apps never import each other.',
            })),
        ],
      },
    ],
  });
  return [
    { files: [`${self}/**/*.{ts,tsx}`], ignores: [serverRender], rules: rules([routerServer]) },
    ...(self === 'shell' ? [{ files: [`${serverRender}/*.{ts,tsx}`], rules: rules([]) }] : []),
  ];
};

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
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
      parserOptions: {
        // Each workspace package has its own tsconfig.json; the service finds the nearest one.
        // The root jest set-up belongs to no package.
        projectService: { allowDefaultProject: ['jest/*.ts'] },
        tsconfigRootDir: root,
      },
    },
    plugins: { 'react-hooks': reactHooks, regexp },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // A pattern that can backtrack or rescan super-linearly lets one stored text (a story of
      // 20,000 `[`) hold the server's only thread for every page that shows it.
      'regexp/no-super-linear-backtracking': 'error',
      'regexp/no-super-linear-move': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      // Fastify plugins and hooks are async by contract (an async plugin needs no `done`
      // callback), and test doubles return promises to stand in for real I/O.
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    files: ['**/__tests__/**', '**/test-utils/**', 'api/test/**', 'e2e/**', 'packages/testing/**'],
    rules: {
      // Tests read untyped JSON answers (`res.json()`) and check them by their assertions.
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      // `expect(mock.method).toHaveBeenCalled()` reads a method without calling it, by design.
      '@typescript-eslint/unbound-method': 'off',
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    extends: [tseslint.configs.disableTypeChecked],
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/*.tsx'],
    extends: [jsxA11y.flatConfigs.recommended],
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.mjs', '.cjs', '.js', '.json'] }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': restrictedPaths([
        libZone,
        ...apiDomainZones(root),
        ...otherZones,
      ]),
    },
  },
  {
    files: ['packages/**/*.{ts,tsx}'],
    ignores: ['packages/router/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [routerServer], patterns: [reactRouter, ...packagesNeverImportApps] },
      ],
    },
  },
  {
    files: ['packages/router/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: packagesNeverImportApps }] },
  },
  ...apps.flatMap(boundaries),
  {
    files: [...apps.map((app) => `${app}/src/**/*.{ts,tsx}`), 'packages/*/src/**/*.{ts,tsx}'],
    ignores: ['packages/contracts/src/page-paths.ts', '**/__tests__/**'],
    rules: { 'no-restricted-syntax': ['error', handBuiltPagePath] },
  },
);
