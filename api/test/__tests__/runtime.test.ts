import {
  assertSupportedRuntime,
  runtimeMismatch,
  UnsupportedRuntimeError,
} from '../../src/runtime';

describe('the Node the API agrees to run on', () => {
  it.each(['v24.22.3', 'v24.22.10', 'v24.23.0', 'v24.30.1'])(
    'accepts %s for ^24.22.3',
    (version) => {
      expect(runtimeMismatch(version, '^24.22.3')).toBeUndefined();
    },
  );

  it.each(['v20.20.2', 'v22.22.0', 'v24.21.9', 'v24.22.2', 'v26.12.1'])(
    'refuses %s for ^24.22.3, saying what it needs and how to get it',
    (version) => {
      expect(runtimeMismatch(version, '^24.22.3')).toBe(
        `CarClub runs on Node ^24.22.3 (package.json engines), not ${version}. \`pnpm start\` runs it on the project's own Node, installed by \`pnpm install\`.`,
      );
    },
  );

  it('refuses an engines range it cannot read rather than letting any Node through', () => {
    expect(runtimeMismatch('v24.22.3', '>=20.19')).toMatch(/caret range/);
  });

  it("reads the repository's engines: this process (the project's Node) passes, an older one is refused", () => {
    expect(() => assertSupportedRuntime()).not.toThrow();
    expect(() => assertSupportedRuntime('v20.20.2')).toThrow(UnsupportedRuntimeError);
  });
});
