import { STATUS_CODES } from 'node:http';
import { errorPayloadSchema, type ErrorPayload } from '@carclub/contracts';

/** The spec's error payload (from the contracts): every error response has exactly this shape. */
export { errorPayloadSchema, type ErrorPayload };
export type ErrorDetails = NonNullable<ErrorPayload['details']>;
/** Field path (dotted) → messages; messages are i18n keys of the `common` namespace. */
export type FieldErrors = Record<string, string[]>;

export function statusText(statusCode: number): string {
  return STATUS_CODES[statusCode] ?? 'Error';
}

export interface HttpErrorOptions {
  description?: string;
  details?: ErrorDetails;
  headers?: Record<string, string>;
}

/**
 * An error a route throws on purpose. Its message is meant for the client, so the error handler
 * sends it as is (unlike unexpected errors, whose message may leak internals).
 */
export class HttpError extends Error {
  readonly description: string | undefined;
  readonly details: ErrorDetails | undefined;
  readonly headers: Record<string, string>;

  constructor(
    readonly statusCode: number,
    message: string = statusText(statusCode),
    options: HttpErrorOptions = {},
  ) {
    super(message);
    this.name = 'HttpError';
    this.description = options.description;
    this.details = options.details;
    this.headers = options.headers ?? {};
  }

  toPayload(): ErrorPayload {
    return errorPayload(this.statusCode, this.message, {
      description: this.description,
      details: this.details,
    });
  }
}

export function errorPayload(
  statusCode: number,
  message: string = statusText(statusCode),
  { description, details }: Pick<HttpErrorOptions, 'description' | 'details'> = {},
): ErrorPayload {
  return {
    statusCode,
    error: statusText(statusCode),
    message,
    ...(description === undefined ? {} : { description }),
    ...(details === undefined ? {} : { details }),
  };
}

// The client shows its own translated text when `message` equals the status name (spec §8), so the
// defaults below deliberately repeat it instead of inventing English sentences.
const UNIQUE_FIELD_MESSAGE_KEYS: Record<string, string> = {
  email: 'errors.unique_email',
  nickname: 'errors.unique_nickname',
};

export const httpErrors = {
  /** 400 with per-field messages, the same shape as a failed schema validation. */
  validation: (fields: FieldErrors, message?: string) =>
    new HttpError(400, message, { details: { fields } }),
  badRequest: (message?: string, description?: string) =>
    new HttpError(400, message, { description }),
  unauthorized: (message?: string) =>
    new HttpError(401, message, { headers: { 'www-authenticate': 'Bearer' } }),
  forbidden: (message?: string) => new HttpError(403, message),
  notFound: (message?: string) => new HttpError(404, message),
  /** 409 naming the field whose value is already taken (spec §5: uniqueness is reported per field). */
  conflict: (field: string, message = `${field} already exists`) =>
    new HttpError(409, message, {
      details: {
        constraint: 'unique',
        fields: { [field]: [UNIQUE_FIELD_MESSAGE_KEYS[field] ?? 'errors.unique_constraint'] },
      },
    }),
  tooManyRequests: (retryAfterSeconds: number) =>
    new HttpError(429, undefined, {
      headers: { 'retry-after': String(Math.max(0, Math.ceil(retryAfterSeconds))) },
    }),
  serviceUnavailable: (message?: string, description?: string) =>
    new HttpError(503, message, { description }),
};
