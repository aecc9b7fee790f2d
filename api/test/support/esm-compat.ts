import path from 'node:path';

// `app.inject` runs on light-my-request, which requires `cookie` 2: an ES-module-only package that
// Jest's CommonJS module loader cannot require on Node 20 (the app itself, run by Node, can). Its
// only use there is turning `inject({ cookies })` into a Cookie header, so a CommonJS stand-in with
// the same output replaces it for the tests. doMock, not mock: the path is computed, so the call must
// not be hoisted above it.
const fastifyDir = path.dirname(require.resolve('fastify/package.json'));
const injectorDir = path.dirname(
  require.resolve('light-my-request/package.json', { paths: [fastifyDir] }),
);

jest.doMock(require.resolve('cookie', { paths: [injectorDir] }), () => ({
  stringifySetCookie: ({ name, value }: { name: string; value: string }) =>
    `${name}=${encodeURIComponent(value)}`,
}));
