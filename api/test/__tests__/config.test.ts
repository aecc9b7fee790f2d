import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';

import { CONFIG_VARIABLES, ConfigError, environmentSchema, loadConfig } from '../../src/config';
import { APP_VERSION } from '../../src/lib/version';

const repoRoot = path.resolve(__dirname, '..', '..', '..');

describe('loadConfig', () => {
  it('applies the documented defaults to an empty environment', () => {
    expect(loadConfig({})).toEqual({
      port: 3000,
      host: '127.0.0.1',
      dataDir: path.join(repoRoot, '.data'),
      siteDir: path.join(repoRoot, '.site'),
      databaseUrl: undefined,
      webConcurrency: availableParallelism(),
      webConcurrencySet: false,
      publicUrl: 'http://localhost:3000',
      smtpUrl: undefined,
      mailFrom: 'CarClub <no-reply@carclub.local>',
      sentryDsn: undefined,
      sentryEnvironment: 'production',
      sentryRelease: `carclub@${APP_VERSION}`,
      jwtSecret: undefined,
      logLevel: 'info',
      trustProxy: false,
      rateLimitExemptIps: new Set(),
      adminEmails: [],
      supportEmail: 'no-reply@carclub.local',
    });
  });

  it("sends the contact form to SUPPORT_EMAIL, else the first admin's inbox, else MAIL_FROM's", () => {
    expect(
      loadConfig({ SUPPORT_EMAIL: 'help@carclub.example', ADMIN_EMAILS: 'boss@carclub.example' })
        .supportEmail,
    ).toBe('help@carclub.example');
    expect(
      loadConfig({ ADMIN_EMAILS: '*@carclub.example, Boss@carclub.example' }).supportEmail,
    ).toBe('boss@carclub.example');
    expect(loadConfig({ MAIL_FROM: 'CarClub <hello@carclub.example>' }).supportEmail).toBe(
      'hello@carclub.example',
    );
    expect(loadConfig({ MAIL_FROM: 'hello@carclub.example' }).supportEmail).toBe(
      'hello@carclub.example',
    );
    expect(() => loadConfig({ SUPPORT_EMAIL: 'help@carclub.example\r\nBcc: x@y.z' })).toThrow(
      /SUPPORT_EMAIL/,
    );
  });

  it('derives the default public URL from PORT and strips a trailing slash from an explicit one', () => {
    expect(loadConfig({ PORT: '4100' }).publicUrl).toBe('http://localhost:4100');
    expect(loadConfig({ PUBLIC_URL: 'https://carclub.example/' }).publicUrl).toBe(
      'https://carclub.example',
    );
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '0.0.0.0',
      DATA_DIR: '/srv/carclub/data',
      SITE_DIR: '/srv/carclub/site',
      DATABASE_URL: 'postgres://carclub:pw@db:5432/carclub',
      WEB_CONCURRENCY: '4',
      PUBLIC_URL: 'https://carclub.example',
      SMTP_URL: 'smtps://user:pw@mail.example:465',
      MAIL_FROM: 'CarClub <hello@carclub.example>',
      SENTRY_DSN: 'https://abc@o1.ingest.sentry.io/42',
      SENTRY_ENVIRONMENT: 'staging',
      SENTRY_RELEASE: 'carclub@deadbeef',
      JWT_SECRET: 'x'.repeat(32),
      LOG_LEVEL: 'warn',
      TRUST_PROXY: '10.0.0.1, 10.0.0.0/8',
      RATE_LIMIT_EXEMPT_IPS: '203.0.113.7, ::1',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      dataDir: '/srv/carclub/data',
      siteDir: '/srv/carclub/site',
      databaseUrl: 'postgres://carclub:pw@db:5432/carclub',
      webConcurrency: 4,
      webConcurrencySet: true,
      smtpUrl: 'smtps://user:pw@mail.example:465',
      mailFrom: 'CarClub <hello@carclub.example>',
      sentryDsn: 'https://abc@o1.ingest.sentry.io/42',
      sentryEnvironment: 'staging',
      sentryRelease: 'carclub@deadbeef',
      jwtSecret: 'x'.repeat(32),
      logLevel: 'warn',
      trustProxy: ['10.0.0.1', '10.0.0.0/8'],
      rateLimitExemptIps: new Set(['203.0.113.7', '::1']),
    });
  });

  it('resolves relative folders against the working directory', () => {
    expect(loadConfig({ DATA_DIR: 'relative/data' }).dataDir).toBe(path.resolve('relative/data'));
  });

  it('treats empty strings as unset', () => {
    expect(loadConfig({ PORT: '', SENTRY_DSN: '', TRUST_PROXY: '' })).toMatchObject({
      port: 3000,
      sentryDsn: undefined,
      trustProxy: false,
    });
  });

  it.each([
    ['true', true],
    ['1', true],
    ['false', false],
    ['0', false],
  ])('parses TRUST_PROXY=%s', (value, expected) => {
    expect(loadConfig({ TRUST_PROXY: value }).trustProxy).toBe(expected);
  });

  it.each([
    ['1', 1],
    [' 3 ', 3],
    ['64', 64],
  ])('parses WEB_CONCURRENCY=%j', (value, expected) => {
    expect(loadConfig({ WEB_CONCURRENCY: value })).toMatchObject({
      webConcurrency: expected,
      webConcurrencySet: true,
    });
  });

  it('defaults WEB_CONCURRENCY to the number of cores when it is unset or empty', () => {
    expect(loadConfig({ WEB_CONCURRENCY: '' })).toMatchObject({
      webConcurrency: availableParallelism(),
      webConcurrencySet: false,
    });
  });

  it.each([
    ['0', 'WEB_CONCURRENCY: At least one process is needed'],
    ['65', 'WEB_CONCURRENCY: At most 64 processes'],
    ['-2', 'WEB_CONCURRENCY: Expected a whole number of processes, such as 2'],
    ['2.5', 'WEB_CONCURRENCY: Expected a whole number of processes, such as 2'],
    ['auto', 'WEB_CONCURRENCY: Expected a whole number of processes, such as 2'],
    ['0x10', 'WEB_CONCURRENCY: Expected a whole number of processes, such as 2'],
  ])('refuses WEB_CONCURRENCY=%j with a ConfigError naming it', (value, issue) => {
    let failure: unknown;
    try {
      loadConfig({ WEB_CONCURRENCY: value });
    } catch (error) {
      failure = error;
    }
    expect(failure).toBeInstanceOf(ConfigError);
    expect((failure as ConfigError).issues).toEqual([issue]);
    expect((failure as ConfigError).message).toBe(`Invalid configuration:\n  - ${issue}`);
  });

  it('names every invalid variable at once', () => {
    let failure: unknown;
    try {
      loadConfig({
        PORT: 'eighty',
        LOG_LEVEL: 'loud',
        JWT_SECRET: 'short',
        SENTRY_DSN: 'not a url',
        DATABASE_URL: 'mysql://db/carclub',
        TRUST_PROXY: '2',
      });
    } catch (error) {
      failure = error;
    }
    expect(failure).toBeInstanceOf(ConfigError);
    const names = (failure as ConfigError).issues.map((issue) => issue.split(':')[0]);
    expect(names.sort()).toEqual([
      'DATABASE_URL',
      'JWT_SECRET',
      'LOG_LEVEL',
      'PORT',
      'SENTRY_DSN',
      'TRUST_PROXY',
    ]);
  });
});

describe('loadConfig: media storage', () => {
  const bucket = {
    MEDIA_STORAGE: 's3',
    S3_BUCKET: 'carclub-media',
    S3_ENDPOINT: 'http://127.0.0.1:9000',
    S3_REGION: 'eu-central-1',
    S3_FORCE_PATH_STYLE: 'TRUE',
    S3_ACCESS_KEY_ID: 'key',
    S3_SECRET_ACCESS_KEY: 'secret',
    S3_PREFIX: '/sites/carclub/',
  };

  it('keeps media in the local folder unless MEDIA_STORAGE=s3, whatever S3_* says', () => {
    expect(loadConfig({}).s3).toBeUndefined();
    expect(loadConfig({ ...bucket, MEDIA_STORAGE: 'local' }).s3).toBeUndefined();
  });

  it('reads the bucket of MEDIA_STORAGE=s3', () => {
    expect(loadConfig(bucket).s3).toEqual({
      bucket: 'carclub-media',
      region: 'eu-central-1',
      endpoint: 'http://127.0.0.1:9000',
      forcePathStyle: true,
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
      prefix: 'sites/carclub',
    });
    expect(loadConfig({ MEDIA_STORAGE: 's3', S3_BUCKET: 'b' }).s3).toEqual({
      bucket: 'b',
      region: 'us-east-1',
      endpoint: undefined,
      forcePathStyle: false,
      credentials: undefined,
      prefix: '',
    });
  });

  it.each([
    ['s3 without a bucket', { MEDIA_STORAGE: 's3' }, 'S3_BUCKET: required with MEDIA_STORAGE=s3'],
    [
      'half the credentials',
      { ...bucket, S3_SECRET_ACCESS_KEY: '' },
      'S3_SECRET_ACCESS_KEY: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together',
    ],
    [
      'a prefix leaving its folder',
      { ...bucket, S3_PREFIX: 'a/../b' },
      'S3_PREFIX: Expected a folder name such as carclub or sites/carclub',
    ],
    [
      'another storage',
      { ...bucket, MEDIA_STORAGE: 'disk' },
      'MEDIA_STORAGE: Invalid option: expected one of "local"|"s3"',
    ],
  ])('refuses %s with a ConfigError naming the variable', (_case, env, issue) => {
    expect(() => loadConfig(env)).toThrow(issue);
  });
});

describe('CONFIG_VARIABLES', () => {
  it('documents exactly the variables the server reads, each once and with a description', () => {
    const documented = CONFIG_VARIABLES.map((variable) => variable.name);
    expect([...documented].sort()).toEqual(Object.keys(environmentSchema.shape).sort());
    expect(new Set(documented).size).toBe(documented.length);
    for (const variable of CONFIG_VARIABLES)
      expect(variable.description.length).toBeGreaterThan(10);
  });

  it('states the defaults loadConfig applies', () => {
    const defaults = Object.fromEntries(
      CONFIG_VARIABLES.map((variable) => [variable.name, variable.default]),
    );
    const config = loadConfig({});
    expect(defaults.PORT).toBe(String(config.port));
    expect(defaults.HOST).toBe(config.host);
    expect(defaults.MAIL_FROM).toBe(config.mailFrom);
    expect(defaults.SENTRY_ENVIRONMENT).toBe(config.sentryEnvironment);
    expect(defaults.LOG_LEVEL).toBe(config.logLevel);
    expect(defaults.TRUST_PROXY).toBe(String(config.trustProxy));
    expect(defaults.DATABASE_URL).toBeNull();
    expect(defaults.JWT_SECRET).toBeNull();
  });

  it("is the README's configuration table, row for row", () => {
    const readme = readFileSync(path.join(repoRoot, 'README.md'), 'utf8');
    const section = readme.split('## Configuration')[1]?.split('\n## ')[0] ?? '';
    const cells = (line: string) =>
      line
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim().replaceAll('`', ''));
    const rows = section
      .split('\n')
      .filter((line) => line.startsWith('| `'))
      .map(cells)
      .map(([name, fallback, description]) => ({
        name,
        default: fallback === '—' ? null : fallback,
        description,
      }));
    expect(rows).toEqual(CONFIG_VARIABLES.map((variable) => ({ ...variable })));
  });
});
