import vm from 'node:vm';

import {
  assertRegistry,
  DEFAULT_RUNTIME_CONFIG,
  readRegistry,
  readRuntimeConfig,
  remoteOrigins,
  runtimeConfigScript,
  type RegistryEntry,
  type RuntimeConfig,
} from '../deploy';

const config: RuntimeConfig = {
  apiBaseUrl: 'https://api.carclub.test/v1',
  sentryDsn: 'https://public@o7.ingest.sentry.io/99',
  environment: 'staging',
  release: 'carclub@abc123',
  googleSignIn: true,
};

const garage: RegistryEntry = {
  name: 'mf-garage',
  federationName: 'mf_garage',
  entry: '/remotes/mf-garage/1.0.0-x/mf-manifest.json',
  version: '1.0.0',
  releaseId: '1.0.0-x',
  prefixes: ['/my/cars', '/cars'],
};

describe('the runtime config contract', () => {
  it('reads back what /config.js sets', () => {
    const window = {};
    vm.runInNewContext(runtimeConfigScript(config), { window });
    expect(readRuntimeConfig(window)).toEqual(config);
  });

  it('writes nothing that would end the <script> it is written into', () => {
    const release = 'carclub@</script><script>alert(1)</script>';
    const script = runtimeConfigScript({ ...config, release });
    expect(script).not.toContain('<');
    const window = {};
    vm.runInNewContext(script, { window });
    expect(readRuntimeConfig(window).release).toBe(release);
  });

  it('refuses to serialise a config the apps could not read', () => {
    expect(() => runtimeConfigScript({ ...config, apiBaseUrl: '' })).toThrow(/apiBaseUrl/);
    expect(() => runtimeConfigScript({ ...config, sentryDsn: '' })).toThrow(/sentryDsn/);
  });

  it('serialises only the fields of the contract', () => {
    const window = {};
    const extra = { ...config, secret: 'x' } as RuntimeConfig;
    vm.runInNewContext(runtimeConfigScript(extra), { window });
    expect(window).toEqual({ __CARCLUB_CONFIG__: config });
  });

  it('falls back to the defaults without /config.js', () => {
    expect(readRuntimeConfig({})).toEqual(DEFAULT_RUNTIME_CONFIG);
  });

  it('replaces only the fields that break the contract', () => {
    const scope = {
      __CARCLUB_CONFIG__: { apiBaseUrl: '/v2', sentryDsn: '', googleSignIn: false },
    };
    expect(readRuntimeConfig(scope)).toEqual({ ...DEFAULT_RUNTIME_CONFIG, apiBaseUrl: '/v2' });
  });
});

describe('the registry contract', () => {
  it('keeps the valid entries and leaves out the others', () => {
    const body = { remotes: [garage, { name: 'broken' }, { ...garage, prefixes: ['cars'] }] };
    expect(readRegistry(body)).toEqual([garage]);
    expect(readRegistry({})).toEqual([]);
    expect(readRegistry(null)).toEqual([]);
  });

  it('accepts what deploy writes, and fails a deploy that would break it, naming the entry', () => {
    expect(() => assertRegistry({ remotes: [garage] })).not.toThrow();
    expect(() => assertRegistry({ remotes: [garage, { ...garage, releaseId: '' }] })).toThrow(
      /entry 1 \(mf-garage\)/,
    );
  });

  it('leaves out fields the contract does not name', () => {
    expect(readRegistry({ remotes: [{ ...garage, script: 'evil.js' }] })).toEqual([garage]);
  });

  it('names the origins of entries served elsewhere, each once, never the site itself', () => {
    const elsewhere = (entry: string): RegistryEntry => ({ ...garage, entry });
    const entries = [
      garage,
      elsewhere('https://admin.cdn.example/remotes/mf-admin/1/mf-manifest.json'),
      elsewhere('https://admin.cdn.example/remotes/mf-admin/2/mf-manifest.json'),
      elsewhere('https://carclub.example/remotes/x/mf-manifest.json'),
      elsewhere('javascript:alert(1)'),
    ];
    expect(remoteOrigins(entries, 'https://carclub.example')).toEqual([
      'https://admin.cdn.example',
    ]);
  });

  it('carries the permission a remote needs before anything of it loads', () => {
    const admin = { ...garage, name: 'mf-admin', requires: 'dashboard:view' };
    expect(readRegistry({ remotes: [admin] })).toEqual([admin]);
  });
});
