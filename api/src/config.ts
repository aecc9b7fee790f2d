import { availableParallelism } from 'node:os';
import path from 'node:path';

import { z } from 'zod';

import { safeRelativePath } from './lib/static-files';
import { APP_VERSION } from './lib/version';

const REPO_ROOT = path.resolve(__dirname, '..', '..');

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export interface ConfigVariable {
  name: keyof z.infer<typeof environmentSchema>;
  /** Human-readable default, or null when the variable is optional and has none. */
  default: string | null;
  description: string;
}

/**
 * Every environment variable the server reads. The README's configuration table is checked against
 * this list, so a variable cannot be added or renamed without documenting it.
 */
export const CONFIG_VARIABLES: readonly ConfigVariable[] = [
  { name: 'PORT', default: '3000', description: 'TCP port the server listens on.' },
  {
    name: 'HOST',
    default: '127.0.0.1',
    description: 'Interface the server binds to; use 0.0.0.0 inside a container.',
  },
  {
    name: 'DATA_DIR',
    default: '<repo>/.data',
    description:
      'Folder for the embedded database, uploaded media (unless MEDIA_STORAGE=s3), the mail outbox and generated secrets.',
  },
  {
    name: 'SITE_DIR',
    default: '<repo>/.site',
    description:
      'Built site: shell/, remotes/<name>/<release>/ and the remotes.json registry. The build scripts use it too.',
  },
  {
    name: 'DATABASE_URL',
    default: null,
    description:
      'PostgreSQL connection string; without it the embedded PGlite database in DATA_DIR is used.',
  },
  {
    name: 'WEB_CONCURRENCY',
    default: '<number of cores>',
    description:
      'API processes serving the site with DATABASE_URL (node:cluster workers sharing PORT; 1 serves from a single process). The embedded database allows one process only, so without DATABASE_URL there is always one.',
  },
  {
    name: 'PUBLIC_URL',
    default: 'http://localhost:<PORT>',
    description:
      'Origin users reach the site at; used in e-mail links, and HSTS is sent only when it is https.',
  },
  {
    name: 'MEDIA_STORAGE',
    default: 'local',
    description:
      'Where uploaded photos are kept: local (the folder DATA_DIR/media) or s3 (an S3-compatible bucket, the S3_* variables; required when several machines serve the site). Either way the API serves them at /media/*.',
  },
  {
    name: 'S3_BUCKET',
    default: null,
    description: 'Bucket of the photos with MEDIA_STORAGE=s3 (required then); it must exist.',
  },
  {
    name: 'S3_REGION',
    default: 'us-east-1',
    description: 'Region of the bucket; self-hosted stores usually accept any.',
  },
  {
    name: 'S3_ENDPOINT',
    default: null,
    description:
      "Address of an S3-compatible store other than AWS (MinIO, Ceph, Garage, R2…), e.g. http://127.0.0.1:9000; without it AWS's own for the region.",
  },
  {
    name: 'S3_FORCE_PATH_STYLE',
    default: 'false',
    description:
      'true addresses objects as <endpoint>/<bucket>/<key> rather than <bucket>.<endpoint>/<key>: what most self-hosted stores need.',
  },
  {
    name: 'S3_ACCESS_KEY_ID',
    default: null,
    description:
      "Access key of the bucket, set together with S3_SECRET_ACCESS_KEY; without both the AWS SDK's own chain is used (AWS_* variables, a profile, the machine's role).",
  },
  {
    name: 'S3_SECRET_ACCESS_KEY',
    default: null,
    description: 'Secret of S3_ACCESS_KEY_ID.',
  },
  {
    name: 'S3_PREFIX',
    default: null,
    description:
      'Folder inside the bucket the photos are kept in (e.g. carclub), so that several sites or environments can share one bucket.',
  },
  {
    name: 'SMTP_URL',
    default: null,
    description:
      'SMTP server (smtp:// or smtps://); without it mails are written to an outbox folder in DATA_DIR.',
  },
  {
    name: 'MAIL_FROM',
    default: 'CarClub <no-reply@carclub.local>',
    description: 'Sender of outgoing e-mail.',
  },
  {
    name: 'SENTRY_DSN',
    default: null,
    description:
      'Sentry DSN handed to the browser apps; its ingest origin is allowed in the CSP connect-src. Without it no error reports are sent.',
  },
  {
    name: 'SENTRY_ENVIRONMENT',
    default: 'production',
    description: 'Environment name reported to Sentry.',
  },
  {
    name: 'SENTRY_RELEASE',
    default: 'carclub@<api package version>',
    description: 'Release name reported to Sentry by the browser apps.',
  },
  {
    name: 'JWT_SECRET',
    default: null,
    description:
      'Secret (32+ characters) signing access tokens; when absent one is generated and kept in DATA_DIR.',
  },
  { name: 'LOG_LEVEL', default: 'info', description: `Log level: ${LOG_LEVELS.join(', ')}.` },
  {
    name: 'TRUST_PROXY',
    default: 'false',
    description:
      'Whether to trust X-Forwarded-* headers (client IP, protocol): true, false, or a comma-separated list of proxy addresses/CIDRs.',
  },
  {
    name: 'GOOGLE_ISSUER',
    default: 'https://accounts.google.com',
    description:
      'OpenID Connect issuer of Google sign-in; http is accepted only on loopback (a local test provider).',
  },
  {
    name: 'GOOGLE_CLIENT_ID',
    default: null,
    description:
      'OAuth client id of Google sign-in; with GOOGLE_CLIENT_SECRET it shows the Google buttons. Register <PUBLIC_URL>/api/auth/google/callback as its redirect URI.',
  },
  {
    name: 'GOOGLE_CLIENT_SECRET',
    default: null,
    description: 'OAuth client secret of Google sign-in; set together with GOOGLE_CLIENT_ID.',
  },
  {
    name: 'RATE_LIMIT_EXEMPT_IPS',
    default: null,
    description:
      'Comma-separated client addresses exempt from the per-IP limits of sign-in and sign-up (an office NAT, a test runner); per-account limits still apply.',
  },
  {
    name: 'ADMIN_EMAILS',
    default: null,
    description:
      'Comma-separated addresses that get the admin role when they sign in with a password, once activated: how a new site gets its first admin (later ones are appointed on the dashboard). *@example.com names a whole domain; use it only for a domain you control.',
  },
  {
    name: 'SUPPORT_EMAIL',
    default: '<first admin, else MAIL_FROM>',
    description:
      'Inbox of the team: the contact page (/support) shows it and its form mails it. Without it, the first full address of ADMIN_EMAILS, else the address of MAIL_FROM.',
  },
];

// Container and .env tooling often passes unset variables as empty strings; treat them as unset.
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

const httpUrl = z.url({ protocol: /^https?$/ });

const commaSeparated = z.string().transform((value) =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean),
);

const trustProxySchema = z.string().transform((value, ctx): boolean | string[] => {
  const normalised = value.trim().toLowerCase();
  if (normalised === 'true' || normalised === '1') return true;
  if (normalised === 'false' || normalised === '0') return false;
  // Fastify trusts no proxy at all for a hop count, which would silently ignore the setting.
  if (/^\d+$/.test(normalised)) {
    ctx.addIssue({
      code: 'custom',
      message: 'Hop counts are not supported; list the proxy addresses instead',
    });
    return z.NEVER;
  }
  const addresses = value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  if (addresses.length === 0) {
    ctx.addIssue({
      code: 'custom',
      message: 'Expected true, false or a comma-separated list of proxy addresses',
    });
    return z.NEVER;
  }
  return addresses;
});

function trimSlashes(value: string): string {
  let start = 0;
  let end = value.length;
  while (start < end && value[start] === '/') start += 1;
  while (end > start && value[end - 1] === '/') end -= 1;
  return value.slice(start, end);
}

const booleanSchema = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.enum(['true', 'false', '1', '0']))
  .transform((value) => value === 'true' || value === '1');

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * The issuer's discovery document, keys and tokens travel over this URL, so plain http is refused
 * except on the machine itself, where a local test provider runs.
 */
const issuerUrl = httpUrl.refine((value) => {
  const url = new URL(value);
  return url.protocol === 'https:' || LOOPBACK_HOSTS.has(url.hostname);
}, 'The issuer must use https (http only on loopback)');

/**
 * Far beyond any machine this runs on; a bigger number is a typo (each process holds its own pool
 * of database connections, and the server's connection limit would be hit first).
 */
export const MAX_WEB_CONCURRENCY = 64;

export const environmentSchema = z.object({
  PORT: optional(z.coerce.number().int().min(0).max(65535)),
  HOST: optional(z.string()),
  DATA_DIR: optional(z.string()),
  SITE_DIR: optional(z.string()),
  DATABASE_URL: optional(z.url({ protocol: /^postgres(ql)?$/ })),
  WEB_CONCURRENCY: optional(
    z
      .string()
      .trim()
      .regex(/^\d+$/, 'Expected a whole number of processes, such as 2')
      .transform(Number)
      .pipe(
        z
          .number()
          .min(1, 'At least one process is needed')
          .max(MAX_WEB_CONCURRENCY, `At most ${MAX_WEB_CONCURRENCY} processes`),
      ),
  ),
  PUBLIC_URL: optional(httpUrl),
  MEDIA_STORAGE: optional(z.enum(['local', 's3'])),
  S3_BUCKET: optional(z.string().trim().min(1)),
  S3_REGION: optional(z.string().trim().min(1)),
  S3_ENDPOINT: optional(httpUrl),
  S3_FORCE_PATH_STYLE: optional(booleanSchema),
  S3_ACCESS_KEY_ID: optional(z.string().trim().min(1)),
  S3_SECRET_ACCESS_KEY: optional(z.string().min(1)),
  S3_PREFIX: optional(
    z
      .string()
      .trim()
      .transform((value) => trimSlashes(value))
      .refine(
        (value) => value === '' || safeRelativePath(value) !== null,
        'Expected a folder name such as carclub or sites/carclub',
      ),
  ),
  SMTP_URL: optional(z.url({ protocol: /^smtps?$/ })),
  MAIL_FROM: optional(z.string()),
  SENTRY_DSN: optional(httpUrl),
  SENTRY_ENVIRONMENT: optional(z.string()),
  SENTRY_RELEASE: optional(z.string()),
  JWT_SECRET: optional(z.string().min(32, 'JWT_SECRET must be at least 32 characters long')),
  LOG_LEVEL: optional(z.enum(LOG_LEVELS)),
  TRUST_PROXY: optional(trustProxySchema),
  GOOGLE_ISSUER: optional(issuerUrl),
  GOOGLE_CLIENT_ID: optional(z.string().trim().min(1)),
  GOOGLE_CLIENT_SECRET: optional(z.string().min(1)),
  RATE_LIMIT_EXEMPT_IPS: optional(commaSeparated),
  ADMIN_EMAILS: optional(commaSeparated),
  SUPPORT_EMAIL: optional(z.email()),
});

/** An S3-compatible bucket (MEDIA_STORAGE=s3 and the S3_* variables). */
export interface S3StorageConfig {
  bucket: string;
  region: string;
  /** Another store than AWS (MinIO, Ceph, R2, …); undefined: AWS's own address for the region. */
  endpoint: string | undefined;
  /** `endpoint/bucket/key` rather than `bucket.endpoint/key`: what most self-hosted stores need. */
  forcePathStyle: boolean;
  /** Undefined: the SDK's own chain (AWS_* variables, a shared profile, the machine's role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** Folder of the bucket the files live in (`carclub/`), so several sites can share one. */
  prefix: string;
}

/** Google sign-in (OpenID Connect); configured only when both client credentials are set. */
export interface GoogleConfig {
  /** Without a trailing slash, e.g. `https://accounts.google.com`. */
  issuer: string;
  clientId: string;
  clientSecret: string;
}

export const DEFAULT_GOOGLE_ISSUER = 'https://accounts.google.com';

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  siteDir: string;
  databaseUrl: string | undefined;
  /**
   * API processes asked for (WEB_CONCURRENCY, default the number of cores); only a server on
   * `DATABASE_URL` runs more than one (server.ts).
   */
  webConcurrency: number;
  /** Whether WEB_CONCURRENCY was set, rather than defaulted from the number of cores. */
  webConcurrencySet: boolean;
  /** Without a trailing slash, e.g. `https://carclub.example`. */
  publicUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  sentryDsn: string | undefined;
  sentryEnvironment: string;
  sentryRelease: string;
  jwtSecret: string | undefined;
  logLevel: LogLevel;
  trustProxy: boolean | string[];
  /** Client addresses the per-IP auth limits do not count. */
  rateLimitExemptIps: ReadonlySet<string>;
  /** Lower-cased addresses, or `*@domain`, that are made admins when they sign in (ADMIN_EMAILS). */
  adminEmails: readonly string[];
  /** Where the contact form's messages go and the address the contact page shows (supportEmailOf). */
  supportEmail: string;
  /** Undefined when Google sign-in is not configured: its buttons are hidden, its routes 404. */
  google: GoogleConfig | undefined;
  /** Undefined: the local folder DATA_DIR/media (MEDIA_STORAGE=local, the default). */
  s3: S3StorageConfig | undefined;
}

export class ConfigError extends Error {
  constructor(readonly issues: string[]) {
    super(`Invalid configuration:\n${issues.map((issue) => `  - ${issue}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/**
 * SUPPORT_EMAIL; without it the site's first admin (a whole-domain `*@` entry names no inbox), and
 * without one of those the sender's address, so that the contact page always names a real inbox
 * of the site and its form always has somewhere to go.
 */
function supportEmailOf(parsed: z.infer<typeof environmentSchema>): string {
  if (parsed.SUPPORT_EMAIL !== undefined) return parsed.SUPPORT_EMAIL;
  const admin = parsed.ADMIN_EMAILS?.find((address) => !address.startsWith('*@'));
  if (admin !== undefined) return admin.toLowerCase();
  const from = parsed.MAIL_FROM ?? 'CarClub <no-reply@carclub.local>';
  return /<([^<>\s]+)>/.exec(from)?.[1] ?? from.trim();
}

/** Parses the environment; throws a ConfigError naming every invalid variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): AppConfig {
  const result = environmentSchema.safeParse(env);
  if (!result.success) {
    throw new ConfigError(
      result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
    );
  }
  const parsed = result.data;
  // Half a pair of credentials is a mistake to report, not a reason to hide the button silently.
  if ((parsed.GOOGLE_CLIENT_ID === undefined) !== (parsed.GOOGLE_CLIENT_SECRET === undefined)) {
    const missing =
      parsed.GOOGLE_CLIENT_ID === undefined ? 'GOOGLE_CLIENT_ID' : 'GOOGLE_CLIENT_SECRET';
    throw new ConfigError([
      `${missing}: GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET must be set together`,
    ]);
  }
  if ((parsed.S3_ACCESS_KEY_ID === undefined) !== (parsed.S3_SECRET_ACCESS_KEY === undefined)) {
    const missing =
      parsed.S3_ACCESS_KEY_ID === undefined ? 'S3_ACCESS_KEY_ID' : 'S3_SECRET_ACCESS_KEY';
    throw new ConfigError([
      `${missing}: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together`,
    ]);
  }
  if (parsed.MEDIA_STORAGE === 's3' && parsed.S3_BUCKET === undefined) {
    throw new ConfigError(['S3_BUCKET: required with MEDIA_STORAGE=s3']);
  }
  const port = parsed.PORT ?? 3000;
  return {
    port,
    host: parsed.HOST ?? '127.0.0.1',
    dataDir: path.resolve(parsed.DATA_DIR ?? path.join(REPO_ROOT, '.data')),
    siteDir: path.resolve(parsed.SITE_DIR ?? path.join(REPO_ROOT, '.site')),
    databaseUrl: parsed.DATABASE_URL,
    webConcurrency: parsed.WEB_CONCURRENCY ?? availableParallelism(),
    webConcurrencySet: parsed.WEB_CONCURRENCY !== undefined,
    publicUrl: (parsed.PUBLIC_URL ?? `http://localhost:${port}`).replace(/(?<!\/)\/+$/, ''),
    smtpUrl: parsed.SMTP_URL,
    mailFrom: parsed.MAIL_FROM ?? 'CarClub <no-reply@carclub.local>',
    sentryDsn: parsed.SENTRY_DSN,
    sentryEnvironment: parsed.SENTRY_ENVIRONMENT ?? 'production',
    sentryRelease: parsed.SENTRY_RELEASE ?? `carclub@${APP_VERSION}`,
    jwtSecret: parsed.JWT_SECRET,
    logLevel: parsed.LOG_LEVEL ?? 'info',
    trustProxy: parsed.TRUST_PROXY ?? false,
    rateLimitExemptIps: new Set(parsed.RATE_LIMIT_EXEMPT_IPS ?? []),
    adminEmails: (parsed.ADMIN_EMAILS ?? []).map((address) => address.toLowerCase()),
    supportEmail: supportEmailOf(parsed),
    google:
      parsed.GOOGLE_CLIENT_ID !== undefined && parsed.GOOGLE_CLIENT_SECRET !== undefined
        ? {
            issuer: (parsed.GOOGLE_ISSUER ?? DEFAULT_GOOGLE_ISSUER).replace(/(?<!\/)\/+$/, ''),
            clientId: parsed.GOOGLE_CLIENT_ID,
            clientSecret: parsed.GOOGLE_CLIENT_SECRET,
          }
        : undefined,
    s3: parsed.MEDIA_STORAGE === 's3' ? s3ConfigOf(parsed) : undefined,
  };
}

/** The bucket of MEDIA_STORAGE=s3 (S3_BUCKET checked by loadConfig). */
function s3ConfigOf(parsed: z.infer<typeof environmentSchema>): S3StorageConfig {
  return {
    bucket: parsed.S3_BUCKET ?? '',
    region: parsed.S3_REGION ?? 'us-east-1',
    endpoint: parsed.S3_ENDPOINT,
    forcePathStyle: parsed.S3_FORCE_PATH_STYLE ?? false,
    credentials:
      parsed.S3_ACCESS_KEY_ID !== undefined && parsed.S3_SECRET_ACCESS_KEY !== undefined
        ? { accessKeyId: parsed.S3_ACCESS_KEY_ID, secretAccessKey: parsed.S3_SECRET_ACCESS_KEY }
        : undefined,
    prefix: parsed.S3_PREFIX ?? '',
  };
}
