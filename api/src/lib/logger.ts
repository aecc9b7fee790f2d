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

export function loggerOptions(level: LogLevel, stream?: LogStream): FastifyServerOptions['logger'] {
  return {
    level,
    ...(stream === undefined ? {} : { stream }),
    redact: { paths: [...REDACTED_PATHS], censor: '[Redacted]' },
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: redactUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
      }),
    },
  };
}
