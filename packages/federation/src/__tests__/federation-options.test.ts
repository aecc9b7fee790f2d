import { APP_NAMES, readApp, type AppDescriptor } from '../apps';
import { federationOptions, ROUTES_EXPOSE } from '../federation-options';
import { SHARED_NODE_MODULES, SHARED_SINGLETONS, sharedFor } from '../shared';

describe('federation options of the six apps', () => {
  const options = APP_NAMES.map((name) => ({ name, options: federationOptions(readApp(name)) }));

  it('share exactly the same singleton keys in every app', () => {
    const expected = [...SHARED_SINGLETONS].sort();
    for (const { name, options: app } of options) {
      expect({ name, keys: Object.keys(app.shared ?? {}).sort() }).toEqual({
        name,
        keys: expected,
      });
    }
  });

  it('marks every shared module as a non-eager singleton', () => {
    for (const { options: app } of options) {
      for (const config of Object.values(
        app.shared as Record<string, { singleton?: boolean; eager?: boolean }>,
      )) {
        expect(config.singleton).toBe(true);
        expect(config.eager).toBeUndefined();
      }
    }
  });

  it('uses loaded-first sharing and unique container names', () => {
    expect(options.every(({ options: app }) => app.shareStrategy === 'loaded-first')).toBe(true);
    expect(new Set(options.map(({ options: app }) => app.name)).size).toBe(APP_NAMES.length);
  });

  it('lets every remote expose only ./routes, with a manifest, and the shell expose nothing', () => {
    for (const { name, options: app } of options) {
      if (name === 'shell') {
        expect(app.exposes).toBeUndefined();
      } else {
        expect(Object.keys(app.exposes as object)).toEqual([ROUTES_EXPOSE]);
        expect(app.manifest).toBeTruthy();
        expect(app.filename).toBe('remoteEntry.js');
      }
    }
  });

  it('refuses an app that does not depend on a shared singleton', () => {
    const garage = readApp('mf-garage');
    const { zustand: _dropped, ...dependencies } = garage.dependencies;
    const broken: AppDescriptor = { ...garage, dependencies };
    expect(() => sharedFor(broken)).toThrow(/mf-garage must depend on zustand/);
  });

  it('shares React Router as @carclub/router only, its files in the one chunk that serves both', () => {
    for (const { name, options: app } of options) {
      const keys = Object.keys(app.shared ?? {});
      expect({ name, router: keys.filter((key) => key.includes('router')) }).toEqual({
        name,
        router: ['@carclub/router'],
      });
    }
    const routerFile =
      '/repo/node_modules/.pnpm/react-router@8.5.3/node_modules/react-router/dist/production/lib/components.js';
    expect(SHARED_NODE_MODULES.test(routerFile)).toBe(true);
  });

  it("in production gives the remotes the shell's federation runtime; in development each its own", () => {
    const shell = federationOptions(readApp('shell'), 'production');
    expect(shell.runtimePlugins).toEqual([
      expect.stringMatching(/inject-external-runtime-core-plugin[\\/]dist[\\/]index\.js$/),
    ]);
    for (const name of APP_NAMES.filter((app) => app !== 'shell')) {
      expect(federationOptions(readApp(name), 'production').experiments).toEqual({
        externalRuntime: true,
      });
      // A development remote also runs standalone, with no shell to provide one.
      expect(federationOptions(readApp(name), 'development').experiments).toBeUndefined();
    }
    expect(federationOptions(readApp('shell'), 'development').runtimePlugins).toBeUndefined();
  });

  it('takes each required version from the app itself', () => {
    const shell = readApp('shell');
    const shared = sharedFor(shell);
    expect(shared.react?.requiredVersion).toBe(shell.dependencies.react);
    expect(shared['@carclub/session']?.requiredVersion).toBe(false);
  });
});

describe('remote descriptors', () => {
  it('give every remote its own prefixes, none shared between remotes', () => {
    const prefixes = APP_NAMES.filter((name) => name !== 'shell').flatMap(
      (name) => readApp(name).prefixes,
    );
    expect(prefixes.length).toBeGreaterThan(0);
    expect(new Set(prefixes).size).toBe(prefixes.length);
    expect(prefixes.every((prefix) => /^\/[a-z]/.test(prefix) && !prefix.endsWith('/'))).toBe(true);
  });
});
