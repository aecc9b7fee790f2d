import type { ServerResponse } from 'node:http';

import type {
  FastifyError,
  FastifyReply,
  FastifyRequest,
  FastifySchemaValidationError,
} from 'fastify';
import fp from 'fastify-plugin';
import { ResponseSerializationError } from 'fastify-type-provider-zod';

import { invalidValueSqlState, isDatabaseUnavailable } from '../db/faults';
import { errorPayload, type ErrorPayload, type FieldErrors, HttpError } from '../lib/http-errors';
import { StorageUnavailableError } from '../lib/media';

/** About the time a supervisor needs to restart the server, or a PostgreSQL server to come back. */
const DATABASE_RETRY_AFTER_SECONDS = 5;

interface ErrorResponse {
  payload: ErrorPayload;
  headers: Record<string, string>;
  /**
   * Unexpected errors are logged with their stack; an intentional 5xx (e.g. the site is not built) is
   * worth a warning; client mistakes no more than a debug line.
   */
  logLevel: 'error' | 'warn' | 'debug';
  /** Of a value the database refused; logged instead of the error, whose text quotes the value. */
  sqlState?: string;
}

interface ValidationFailure {
  validation: FastifySchemaValidationError[];
  validationContext?: string;
}

function isValidationFailure(error: unknown): error is ValidationFailure {
  return (
    typeof error === 'object' &&
    error !== null &&
    Array.isArray((error as ValidationFailure).validation)
  );
}

function statusCodeOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null || !('statusCode' in error)) return undefined;
  const { statusCode } = error;
  return typeof statusCode === 'number' && statusCode >= 400 && statusCode <= 599
    ? statusCode
    : undefined;
}

/** `/address/city` → `address.city`; an issue about the whole body/query is keyed by that part's name. */
function fieldErrors({ validation, validationContext }: ValidationFailure): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of validation) {
    const key =
      issue.instancePath.split('/').filter(Boolean).join('.') || validationContext || 'request';
    const messages = (fields[key] ??= []);
    // The catalogue's keys (ADR 0015), which the client shows in the member's language. A schema
    // without a message of ours (a whole body of the wrong type, a page past its limit) gets the
    // catalogue's "Invalid format" rather than zod's English.
    const message = issue.message?.startsWith('validation.')
      ? issue.message
      : 'validation.invalidFormat';
    if (!messages.includes(message)) messages.push(message);
  }
  return fields;
}

function toErrorResponse(error: unknown): ErrorResponse {
  if (error instanceof HttpError) {
    return {
      payload: error.toPayload(),
      headers: error.headers,
      logLevel: error.statusCode >= 500 ? 'warn' : 'debug',
    };
  }
  if (isValidationFailure(error)) {
    return {
      payload: errorPayload(400, undefined, { details: { fields: fieldErrors(error) } }),
      headers: {},
      logLevel: 'debug',
    };
  }
  if (isDatabaseUnavailable(error) || error instanceof StorageUnavailableError) {
    // The service's fault, not the request's: a client may retry, a balancer may route elsewhere.
    return {
      payload: errorPayload(503),
      headers: { 'retry-after': String(DATABASE_RETRY_AFTER_SECONDS) },
      logLevel: 'error',
    };
  }
  const sqlState = invalidValueSqlState(error);
  if (sqlState !== undefined) {
    // The request carried a value the schemas let through but the database refuses: the client's
    // mistake, so a 400; logged as a warning, because the route's schema should have caught it.
    return { payload: errorPayload(400), headers: {}, logLevel: 'warn', sqlState };
  }
  const statusCode = statusCodeOf(error);
  if (
    error instanceof ResponseSerializationError ||
    statusCode === undefined ||
    statusCode >= 500
  ) {
    // Never echo the message of an unexpected error: it may carry SQL, paths or secrets.
    return { payload: errorPayload(statusCode ?? 500), headers: {}, logLevel: 'error' };
  }
  // Remaining 4xx errors come from Fastify and its plugins (bad JSON, body too large, rate limit…),
  // whose messages are written for API clients.
  const message = error instanceof Error ? error.message : undefined;
  return { payload: errorPayload(statusCode, message), headers: {}, logLevel: 'debug' };
}

function sendError(
  reply: FastifyReply,
  { payload, headers }: Pick<ErrorResponse, 'payload' | 'headers'>,
) {
  // An error must never be cached, whatever cache policy the route had set before failing.
  return reply
    .code(payload.statusCode)
    .headers(headers)
    .header('cache-control', 'no-store')
    .send(payload);
}

/**
 * Fastify answers a URL it cannot decode and an overlong route parameter itself, before any hook
 * or handler of ours: this gives those answers the spec's payload, without Fastify's extra `code`,
 * and the security headers through `writeSecurityHeaders`.
 */
export function frameworkErrorHandler(writeSecurityHeaders: (response: ServerResponse) => void) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply): void => {
    const statusCode = statusCodeOf(error) ?? 400;
    request.log.debug({ statusCode, code: error.code }, 'request rejected before routing');
    writeSecurityHeaders(reply.raw);
    // Fastify calls this outside any hook chain and awaits nothing; the reply is sent as it is.
    void sendError(reply, { payload: errorPayload(statusCode), headers: {} });
  };
}

/**
 * Makes every error the server sends — thrown, failed validation or unknown route — the spec's
 * payload `{statusCode, error, message, description?, details?}`.
 */
export default fp(
  async (app) => {
    app.setErrorHandler((error: unknown, request: FastifyRequest, reply: FastifyReply) => {
      const response = toErrorResponse(error);
      if (response.logLevel === 'error') {
        request.log.error({ err: error }, 'request failed');
      } else {
        const { statusCode, message } = response.payload;
        const { sqlState } = response;
        // A refused value is logged by its statement and SQLSTATE (the err serializer drops the
        // parameters and the value PostgreSQL quotes), so the schema that let it through is found.
        request.log[response.logLevel](
          { statusCode, message, ...(sqlState === undefined ? {} : { sqlState, err: error }) },
          sqlState === undefined ? 'request rejected' : 'database refused a value of the request',
        );
      }
      return sendError(reply, response);
    });

    app.setNotFoundHandler((request, reply) =>
      sendError(reply, {
        payload: errorPayload(
          404,
          `Route ${request.method}:${request.url.split('?')[0]} not found`,
        ),
        headers: {},
      }),
    );
  },
  { name: 'error-handler' },
);
