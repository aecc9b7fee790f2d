import { isApiError } from '@carclub/api-client/is-api-error';
import { isValidationMessageKey } from '@carclub/contracts';
import { i18n } from '@carclub/i18n';

/**
 * What went wrong with a call, in the reader's language. The API names the reason under a field
 * (`validation.cannotFollowOwn` under `follows`, `validation.commentsClosed` under `body`) with an
 * English summary beside it, so the field's catalogue key is translated here, with the `values`
 * its text needs; any other failure has the catalogue's message already.
 */
export function apiErrorMessage(error: unknown, values?: Record<string, unknown>): string {
  if (!isApiError(error)) return i18n.t('common:errors.unknown_error');
  for (const messages of Object.values(error.payload?.details?.fields ?? {})) {
    const key = messages.find(isValidationMessageKey);
    if (key) return i18n.t(`common:${key}`, values);
  }
  return error.message;
}
