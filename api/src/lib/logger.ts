import { isNativeError } from 'node:util/types';

import type { FastifyRequest, FastifyServerOptions } from 'fastify';

import type { LogLevel } from '../config';

/** Where log lines go; tests pass a stream that collects them. Defaults to stdout. */
export interface LogStream {
  write(line: string): void;
}

const SECRET_FIELDS = [
  'password',
  'currentPassword',
  'newPassword',
  'confirmPassword',
  'token',
  'accessToken',
  'refreshToken',
  'jwtSecret',
  'smtpUrl',
  'databaseUrl',
];

// Redaction paths are exact; secrets are matched at the top level and up to three objects deep,
// which covers `{ body: { user: { password } } }` style log calls.
const FIELD_PATHS = SECRET_FIELDS.flatMap((field) => [
  field,
  `*.${field}`,
  `*.*.${field}`,
  `*.*.*.${field}`,
]);
const SECRET_HEADERS = ['authorization', 'cookie', 'set-cookie', 'x-xsrf-token'];
const HEADER_PATHS = SECRET_HEADERS.flatMap((header) => [
  `headers["${header}"]`,
  `*.headers["${header}"]`,
]);

export const REDACTED_PATHS: readonly string[] = [...HEADER_PATHS, ...FIELD_PATHS];

// Activation, reset and sign-in callback links carry their secret in the query string, which the
// request log line would otherwise print.
const SECRET_QUERY_PARAMS = new Set(
  [...SECRET_FIELDS, 'access_token', 'refresh_token', 'id_token', 'code'].map((name) =>
    name.toLowerCase(),
  ),
);

export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart === -1) return url;
  const query = url
    .slice(queryStart + 1)
    .split('&')
    .map((pair) => {
      const [rawName = ''] = pair.split('=', 1);
      let name: string;
      try {
        name = decodeURIComponent(rawName.replace(/\+/g, ' '));
      } catch {
        name = rawName;
      }
      return SECRET_QUERY_PARAMS.has(name.toLowerCase()) ? `${rawName}=[Redacted]` : pair;
    })
    .join('&');
  return `${url.slice(0, queryStart)}?${query}`;
}

/**
 * Fields of a PostgreSQL error (pg and PGlite alike) that name schema objects, never the data. The
 * rest (`message`, `detail`, `hint`, `where`) may quote a value: 'invalid input syntax for type
 * uuid: "ann@example.com"', 'Key (email)=(ann@example.com) already exists'.
 */
const DATABASE_ERROR_FIELDS = [
  'code',
  'severity',
  'schema',
  'table',
  'column',
  'constraint',
  'routine',
];
const SQLSTATE = /^[0-9A-Z]{5}$/;
const MAX_CAUSE_DEPTH = 5;

type ErrorFields = Record<string, unknown>;

/** The shape pino's `err` serializer must return. */
interface LoggedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
}

function isDatabaseError(error: ErrorFields): boolean {
  return typeof error.code === 'string' && SQLSTATE.test(error.code) && 'severity' in error;
}

/** Drizzle's wrapper of a failed statement (PGlite's errors too), whose message lists its parameters. */
function isFailedQuery(error: ErrorFields): boolean {
  return typeof error.query === 'string' && 'params' in error;
}

/** The stack's frames, without its first line, which repeats the message. */
function stackFrames(error: Error): string[] {
  return (error.stack ?? '')
    .split('\n')
    .filter((line) => line.trimStart().startsWith('at '))
    .map((line) => line.trim());
}

/**
 * What may be logged of an error whose message may quote personal data whatever its kind (a mail
 * server's reply holding an address): its class, its code and its stack frames, never its message.
 */
export function describeError(error: unknown): Record<string, unknown> {
  if (!isNativeError(error)) return { type: typeof error };
  const { code } = error as { code?: unknown };
  return {
    type: error.name,
    ...(typeof code === 'string' || typeof code === 'number' ? { code } : {}),
    frames: stackFrames(error),
  };
}

/**
 * The log's `err` serializer. An error from the database is logged by its statement, SQLSTATE and
 * the names of the objects involved, never its parameters or the values its messages quote, so a
 * failed query writes no member's e-mail, name or phone to the log. Other errors keep their
 * message and stack.
 */
export function serializeError(error: unknown, depth = 0): LoggedError {
  // isNativeError, not instanceof: the database driver may run in another realm (as in the tests).
  if (!isNativeError(error)) return { type: typeof error, message: '', stack: '' };
  const fields = error as unknown as ErrorFields;
  const cause =
    error.cause !== undefined && depth < MAX_CAUSE_DEPTH
      ? { cause: serializeError(error.cause, depth + 1) }
      : {};
  const databaseError = isDatabaseError(fields);
  if (databaseError || isFailedQuery(fields)) {
    const described = Object.fromEntries(
      DATABASE_ERROR_FIELDS.filter((name) => fields[name] !== undefined).map((name) => [
        name,
        fields[name],
      ]),
    );
    return {
      type: error.name,
      message: databaseError ? `database error ${String(fields.code)}` : 'Failed query',
      ...(typeof fields.query === 'string' ? { query: fields.query } : {}),
      ...described,
      stack: stackFrames(error).join('\n'),
      ...cause,
    };
  }
  const { code, statusCode } = fields;
  return {
    type: error.name,
    message: error.message,
    ...(typeof code === 'string' || typeof code === 'number' ? { code } : {}),
    ...(typeof statusCode === 'number' ? { statusCode } : {}),
    stack: error.stack ?? '',
    ...cause,
  };
}

export function loggerOptions(level: LogLevel, stream?: LogStream): FastifyServerOptions['logger'] {
  return {
    level,
    ...(stream === undefined ? {} : { stream }),
    redact: { paths: [...REDACTED_PATHS], censor: '[Redacted]' },
    serializers: {
      err: serializeError,
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: redactUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
      }),
    },
  };
}
