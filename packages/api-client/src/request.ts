import type { AxiosRequestConfig } from 'axios';
import type { ZodType } from 'zod';

import { toApiError } from './api-error';
import { apiClient } from './client';
import { answeredInProcess } from './server-transport';

/**
 * One API call through the shared client: the 2xx body is checked with `schema`, and every
 * failure (an HTTP error, no connection, a timeout, or an answer the schema rejects) comes out as
 * an ApiError. An answer that does not match its schema is a broken contract, not something the
 * user can fix, so it is the catalogue's `unknown_error` with the ZodError as its `cause`. A server
 * render's answers come from the API in-process, which encoded them with the same schema: they are
 * taken as they are (parsing a car's page again cost 1–2% of its server render).
 */
export function request<T>(schema: ZodType<T>, config: AxiosRequestConfig): Promise<T>;
/** A call whose answer carries nothing to read (202, 204): only its failure matters. */
export function request(config: AxiosRequestConfig): Promise<void>;
export async function request<T>(
  schemaOrConfig: ZodType<T> | AxiosRequestConfig,
  maybeConfig?: AxiosRequestConfig,
): Promise<T | void> {
  const schema = maybeConfig === undefined ? undefined : (schemaOrConfig as ZodType<T>);
  const config = maybeConfig ?? (schemaOrConfig as AxiosRequestConfig);
  try {
    const { data } = await apiClient.request<unknown>(config);
    if (schema === undefined) return undefined;
    return answeredInProcess() ? (data as T) : schema.parse(data);
  } catch (error) {
    throw toApiError(error);
  }
}
