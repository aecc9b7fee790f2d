// One Jest run for every workspace. Browser code runs in jsdom, server and build code in node.
const swc = (transform = {}) => [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' }, ...transform },
    },
  },
];
const transform = {
  // React Router 8's framework-mode route loader reads `import.meta.hot` (Vite's), which a module
  // compiled to CommonJS cannot contain; nothing of ours runs under Vite, so it is undefined here.
  '[\\\\/]node_modules[\\\\/]react-router[\\\\/].+\\.js$': swc({
    optimizer: { simplify: false, globals: { vars: { 'import.meta.hot': 'undefined' } } },
  }),
  // `.mjs` too: cookie-es, which React Router 8 imports, ships only that.
  '^.+\\.([tj]sx?|mjs)$': swc(),
};
const common = {
  transform,
  moduleNameMapper: { '\\.css$': '<rootDir>/../jest/style-stub.cjs' },
  testMatch: ['<rootDir>/**/__tests__/**/*.test.{ts,tsx}'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
};
const browser = (dir) => ({
  ...common,
  displayName: dir,
  rootDir: dir,
  testEnvironment: '<rootDir>/../jest/jsdom-environment.cjs',
  setupFilesAfterEnv: ['<rootDir>/../jest/setup-dom.ts'],
  // React Router 8 ships only as ES modules, as do the two packages it imports (cookie-es and
  // @remix-run/route-pattern); they are compiled like our own code instead of being skipped.
  transformIgnorePatterns: [
    '/node_modules/(?!(\\.pnpm/(react-router|cookie-es|@remix-run\\+route-pattern)@|(react-router|cookie-es|@remix-run/route-pattern)/))',
  ],
});
const node = (dir) => ({
  ...common,
  displayName: dir,
  rootDir: dir,
  testEnvironment: 'node',
  // A few server dependencies ship only as ES modules (cookie 2, used by Fastify's app.inject;
  // openid-client 6 with oauth4webapi and jose 6, used by Google sign-in; oidc-provider, its tests'
  // provider; content-disposition 3, used by @fastify/static under the API reference; pg-boss 12
  // with serialize-error and non-error, the job queue); they are compiled like our own code instead
  // of being skipped. jose 5 (CommonJS) stays as it is.
  transformIgnorePatterns: [
    '/node_modules/(?!(\\.pnpm/(cookie|openid-client|oauth4webapi|oidc-provider|jose@6|content-disposition@3|pg-boss|serialize-error|non-error)|(cookie|openid-client|oauth4webapi|oidc-provider|jose|content-disposition|pg-boss|serialize-error|non-error)/))',
  ],
});
const deep = (project) => ({
  ...project,
  moduleNameMapper: { '\\.css$': '<rootDir>/../../jest/style-stub.cjs' },
  ...(project.setupFilesAfterEnv && {
    testEnvironment: '<rootDir>/../../jest/jsdom-environment.cjs',
    setupFilesAfterEnv: ['<rootDir>/../../jest/setup-dom.ts'],
  }),
});

export default {
  // A page test that renders, types and waits for a query takes about 1 s alone; with two workers
  // on a busy 2-core machine it was seen past Jest's 5 s default. Hangs still fail, just later.
  // (A global option: Jest ignores it inside a project.)
  testTimeout: 20_000,
  // Jest's default (cores - 1) is a single worker on the 2-core CI machines; the API tests on
  // PostgreSQL give each worker databases of its own.
  maxWorkers: '100%',
  projects: [
    deep(node('packages/contracts')),
    deep(browser('packages/markdown')),
    deep(browser('packages/api-client')),
    deep(browser('packages/session')),
    deep(browser('packages/i18n')),
    deep(browser('packages/ui')),
    deep(browser('packages/forms')),
    deep(browser('packages/kit')),
    deep(node('packages/federation')),
    browser('shell'),
    browser('mf-auth'),
    browser('mf-garage'),
    browser('mf-profile'),
    browser('mf-admin'),
    {
      ...browser('mf-community'),
      // Its editor is Tiptap: jsdom lacks the layout calls ProseMirror makes, stubbed here.
      setupFilesAfterEnv: [
        '<rootDir>/../jest/setup-dom.ts',
        '<rootDir>/src/test-utils/tiptap-dom.ts',
      ],
      // …and @tiptap/markdown reads markdown with marked, which ships only as ES modules.
      transformIgnorePatterns: [
        '/node_modules/(?!(\\.pnpm/(react-router|cookie-es|@remix-run\\+route-pattern|marked)@|(react-router|cookie-es|@remix-run/route-pattern|marked)/))',
      ],
    },
    node('tools'),
    {
      ...node('api'),
      globalSetup: '<rootDir>/test/support/global-setup.ts',
      globalTeardown: '<rootDir>/test/support/global-teardown.cjs',
    },
  ],
};
