import '@testing-library/jest-dom';

// Injected by webpack's DefinePlugin in real builds (packages/federation/src/webpack-config.ts).
Object.assign(globalThis, {
  __CARCLUB_BUILD__: {
    name: 'test',
    version: '0.0.0',
    releaseId: 'test',
    builtAt: '2026-01-01T00:00:00.000Z',
  },
});
