import { isApiError } from '@carclub/api-client/is-api-error';
import {
  IMAGE_MAX_SIZE_MB,
  imageFileIssue,
  isValidationMessageKey,
  UPLOAD_FIELD_NAME,
  VALIDATION_MESSAGES,
  type ValidationMessageKey,
} from '@carclub/contracts';
import type { TFunction } from 'i18next';

/** A `common` validation message with the upload limit filled in ("no larger than 10 MB"). */
export const imageMessage = (t: TFunction<'profile'>, key: ValidationMessageKey) =>
  t(key, { size: IMAGE_MAX_SIZE_MB, ns: 'common' });

/** Why `file` cannot be used (none, not JPEG/PNG/WebP, too large), before it is even decoded. */
export function fileProblem(t: TFunction<'profile'>, file: File | undefined): string | null {
  const issue = imageFileIssue(file);
  return issue === null ? null : imageMessage(t, issue);
}

export const notAnImageMessage = (t: TFunction<'profile'>) =>
  imageMessage(t, VALIDATION_MESSAGES.invalidImage);

/**
 * A failed upload: the API's message for the file field (413 too large, 422 not an image) with
 * the limit filled in, "Failed to process the image" when the server broke while storing it, else
 * the mapped catalogue message (a 400's own text, 429, network…).
 */
export function uploadErrorMessage(t: TFunction<'profile'>, error: unknown): string {
  if (!isApiError(error)) return t('errors.unknown_error', { ns: 'common' });
  const [key] = error.payload?.details?.fields?.[UPLOAD_FIELD_NAME] ?? [];
  if (key !== undefined && isValidationMessageKey(key)) return imageMessage(t, key);
  if (error.status === 500) return t('messages.imageProcessingFailed', { ns: 'common' });
  return error.message;
}
