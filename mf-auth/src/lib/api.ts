import { apiClient, toApiError } from '@carclub/api-client';

/**
 * Every mf-auth call is a POST whose failure the forms read as an ApiError (status, per-field
 * messages, catalogue message).
 */
export async function postJson(path: string, body: unknown): Promise<unknown> {
  try {
    const { data } = await apiClient.post<unknown>(path, body);
    return data;
  } catch (error) {
    throw toApiError(error);
  }
}

/**
 * Not retried, unlike the site's default: a repeated sign-in or registration would only repeat
 * the same answer (or count against the rate limit), and a repeated e-mail would arrive twice.
 */
export const AUTH_MUTATION_DEFAULTS = { retry: false } as const;
