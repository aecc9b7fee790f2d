import { errorPayloadSchema, type ErrorKind, type ErrorPayload } from '@carclub/contracts';
import { i18n, type CommonResources } from '@carclub/i18n';
import axios, { AxiosError } from 'axios';
import type { ParseKeys } from 'i18next';

import { ApiError } from './api-error-class';

export type { ErrorKind, ErrorPayload };
export { ApiError, type ApiErrorInit } from './api-error-class';
export { isApiError } from './is-api-error';

const TIMEOUT_STATUS = 408;
const TIMEOUT_CODES: ReadonlySet<string> = new Set([AxiosError.ECONNABORTED, AxiosError.ETIMEDOUT]);

const STATUS_KINDS: Readonly<Record<number, ErrorKind>> = {
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  [TIMEOUT_STATUS]: 'timeout',
  429: 'rate_limit',
  500: 'server_error',
  502: 'bad_gateway',
  503: 'service_unavailable',
  504: 'gateway_timeout',
};

/** Fields with a message of their own; any other field gets the generic "{{field}} already exists". */
const UNIQUE_FIELD_KINDS: Readonly<Record<string, ErrorKind>> = {
  email: 'unique_email',
  nickname: 'unique_nickname',
};

const KNOWN_UNIQUE_FIELDS = ['email', 'nickname', 'username', 'phone'] as const;

const catalogueMessage = (kind: ErrorKind, options?: Record<string, string>): string =>
  i18n.t(`common:errors.${kind}`, options);

const I18N_KEY = /^[A-Za-z]\w*(?:\.\w+)+$/;

/** A text from the API that names a key of the `common` namespace, checked at run time. */
const isCommonKey = (text: string): text is ParseKeys<'common'> => i18n.exists(`common:${text}`);

/** The API answers in the request's language, but its field messages may be our i18n keys. */
function translateServerText(text: string): string {
  return I18N_KEY.test(text) && isCommonKey(text) ? i18n.t(`common:${text}`) : text;
}

const nonBlank = (text: string | undefined): string | undefined =>
  text !== undefined && text.trim() !== '' ? text : undefined;

const camelCase = (snake: string): string =>
  snake.replace(/_([a-z\d])/g, (_match, letter: string) => letter.toUpperCase());

const hasFieldLabel = (field: string): field is keyof CommonResources['fields'] =>
  i18n.exists(`common:fields.${field}`);

/**
 * The field a database constraint protects, for APIs that name only the constraint:
 * `users_email_key` -> email, `private_transport_vin_unique` -> vin. Table names may contain
 * underscores too, so the longest trailing part that is a known field wins; otherwise whatever
 * follows the first segment (the usual `<table>_<column>_<suffix>` naming), or `vin_unique` -> vin.
 */
function fieldFromConstraint(constraint: string): string | undefined {
  const name = constraint.toLowerCase();
  const known = KNOWN_UNIQUE_FIELDS.find((field) => new RegExp(`(^|_)${field}(_|$)`).test(name));
  if (known) return known;
  const segments = name.replace(/_(key|unique|uniq|ukey|uq|idx|index)$/, '').split('_');
  const candidates = segments.map((_segment, index) => camelCase(segments.slice(index).join('_')));
  return candidates.find(hasFieldLabel) ?? candidates[segments.length > 1 ? 1 : 0];
}

function conflictField(payload: ErrorPayload | undefined): string | undefined {
  const [named] = Object.keys(payload?.details?.fields ?? {});
  if (named) return named;
  const constraint = payload?.details?.constraint;
  return constraint ? fieldFromConstraint(constraint) : undefined;
}

function fieldLabel(field: string): string {
  return hasFieldLabel(field) ? i18n.t(`common:fields.${field}`) : field;
}

function serverFieldErrors(payload: ErrorPayload | undefined): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [field, messages] of Object.entries(payload?.details?.fields ?? {})) {
    const first = messages.find((message) => nonBlank(message) !== undefined);
    if (first !== undefined) errors[field] = translateServerText(first);
  }
  return errors;
}

function conflictError(payload: ErrorPayload | undefined, cause: unknown): ApiError {
  const status = 409;
  const field = conflictField(payload);
  if (field) {
    const specificKind = UNIQUE_FIELD_KINDS[field];
    const kind = specificKind ?? 'unique_constraint';
    const ownMessageKey = `errors.unique_${field}`;
    const message = specificKind
      ? catalogueMessage(specificKind)
      : isCommonKey(ownMessageKey)
        ? i18n.t(`common:${ownMessageKey}`)
        : catalogueMessage('unique_constraint', { field: fieldLabel(field) });
    return new ApiError({
      kind,
      message,
      status,
      fieldErrors: { [field]: message },
      payload,
      cause,
    });
  }
  const serverMessage = nonBlank(payload?.message);
  return new ApiError({
    kind: 'conflict',
    message: serverMessage ? translateServerText(serverMessage) : catalogueMessage('conflict'),
    status,
    payload,
    cause,
  });
}

function validationError(status: number, payload: ErrorPayload | undefined, cause: unknown) {
  const serverMessage = nonBlank(payload?.message);
  const specific = serverMessage !== undefined && serverMessage !== payload?.error;
  return new ApiError({
    kind: 'validation_error',
    message: specific ? translateServerText(serverMessage) : catalogueMessage('validation_error'),
    status,
    fieldErrors: serverFieldErrors(payload),
    payload,
    cause,
  });
}

function fromStatus(status: number, payload: ErrorPayload | undefined, cause: unknown): ApiError {
  if (status === 409) return conflictError(payload, cause);
  if (status === 400 || status === 422) return validationError(status, payload, cause);
  const kind = STATUS_KINDS[status];
  if (kind) {
    // A refusal that names one of our message keys says more than the catalogue's generic text
    // (a 403 for a member barred from uploading says why).
    const keyed = nonBlank(payload?.message);
    const message =
      keyed !== undefined && I18N_KEY.test(keyed) && isCommonKey(keyed)
        ? i18n.t(`common:${keyed}`)
        : catalogueMessage(kind);
    return new ApiError({ kind, message, status, payload, cause });
  }
  const serverMessage = nonBlank(payload?.message);
  return new ApiError({
    kind: 'unknown_error',
    message: serverMessage ? translateServerText(serverMessage) : catalogueMessage('unknown_error'),
    status,
    payload,
    cause,
  });
}

/** Spec §8 status mapping; `message` is in the current interface language. */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (!axios.isAxiosError(error)) {
    return new ApiError({
      kind: 'unknown_error',
      message: catalogueMessage('unknown_error'),
      cause: error,
    });
  }
  const { response } = error;
  if (!response) {
    if (error.code !== undefined && TIMEOUT_CODES.has(error.code)) {
      return fromStatus(TIMEOUT_STATUS, undefined, error);
    }
    const kind: ErrorKind = axios.isCancel(error) ? 'unknown_error' : 'network_error';
    return new ApiError({ kind, message: catalogueMessage(kind), cause: error });
  }
  const parsed = errorPayloadSchema.safeParse(response.data);
  return fromStatus(response.status, parsed.success ? parsed.data : undefined, error);
}
