import { isApiError } from '@carclub/api-client/is-api-error';
import { COMMENT_EDIT_WINDOW_MINUTES, isValidationMessageKey } from '@carclub/contracts';
import { i18n } from '@carclub/i18n';

/**
 * What went wrong, in the reader's language. The API names the reason under a field
 * (`validation.commentsClosed` under `body`, `validation.cannotLikeOwn` under `like`) with an
 * English summary beside it, so the field's key is translated here, with the edit window's
 * minutes its text needs; any other failure has the catalogue's message already.
 */
export function discussionErrorMessage(error: unknown): string {
  if (!isApiError(error)) return i18n.t('common:errors.unknown_error');
  for (const messages of Object.values(error.payload?.details?.fields ?? {})) {
    const key = messages.find(isValidationMessageKey);
    if (key) return i18n.t(`common:${key}`, { minutes: COMMENT_EDIT_WINDOW_MINUTES });
  }
  return error.message;
}
