import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// Injected by webpack's DefinePlugin in real builds (packages/federation/src/webpack-config.ts).
Object.assign(globalThis, {
  __CARCLUB_BUILD__: {
    name: 'test',
    version: '0.0.0',
    releaseId: 'test',
    builtAt: '2026-01-01T00:00:00.000Z',
  },
});

// Testing Library waits 1 s for what a test finds or waits for. A page that asks the API twice
// (a page past the end, then the last one) takes longer than that on CI's busy two cores, which
// failed tests that pass alone. A real failure still fails, 5 s later.
configure({ asyncUtilTimeout: 5000 });
