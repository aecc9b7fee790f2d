import Module from 'node:module';

/**
 * Loads a module with Node's own loader rather than Jest's. Jest's module sandbox refuses what
 * Node itself handles: dynamic `import()` of built-ins without --experimental-vm-modules
 * (PGlite), and `require` of packages published only as ES modules (openapi-typescript's
 * change-case and friends). Jest replaces `createRequire`, not `Module._load`; a module loaded
 * there is cached outside the sandbox, so it also outlives each test file of the worker.
 */
export function requireOutsideJest<T>(resolvedPath: string): T {
  const loader = Module as unknown as {
    _load: (request: string, parent: null, isMain: boolean) => unknown;
  };
  return loader._load(resolvedPath, null, false) as T;
}
