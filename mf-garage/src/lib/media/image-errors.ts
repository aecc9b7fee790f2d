import { isApiError } from '@carclub/api-client/is-api-error';
import {
  GALLERY_MAX_IMAGES,
  IMAGE_MAX_SIZE_MB,
  imageFileIssue,
  isValidationMessageKey,
  VALIDATION_MESSAGES,
  type ValidationMessageKey,
} from '@carclub/contracts';
import type { TFunction } from 'i18next';

/** The values the `common` image messages interpolate ("no larger than {{size}} MB", …). */
const LIMITS = { size: IMAGE_MAX_SIZE_MB, max: GALLERY_MAX_IMAGES };

/** A `common` namespace message key, translated with the image limits filled in. */
export const imageMessage = (t: TFunction<'garage'>, key: ValidationMessageKey) =>
  t(key, { ...LIMITS, ns: 'common' });

/** Why `file` cannot be uploaded (size or type, spec §5), before sending a byte; null if it can. */
export function fileProblem(t: TFunction<'garage'>, file: File): string | null {
  const issue = imageFileIssue(file);
  return issue === null ? null : imageMessage(t, issue);
}

export const galleryFullMessage = (t: TFunction<'garage'>) =>
  imageMessage(t, VALIDATION_MESSAGES.galleryFull);

export const fileRequiredMessage = (t: TFunction<'garage'>) =>
  imageMessage(t, VALIDATION_MESSAGES.fileRequired);

/**
 * What to tell the user about a failed upload of `field`: the API's message for that field
 * (not an image, too large, gallery full…) with its limits filled in, "Failed to process the
 * image" when the server broke while storing it, else the mapped catalogue message.
 */
export function uploadErrorMessage(t: TFunction<'garage'>, error: unknown, field: string): string {
  if (!isApiError(error)) return t('errors.unknown_error', { ns: 'common' });
  const [key] = error.payload?.details?.fields?.[field] ?? [];
  if (key !== undefined && isValidationMessageKey(key)) return imageMessage(t, key);
  if (error.status === 500) return t('messages.imageProcessingFailed', { ns: 'common' });
  return error.message;
}

/** The mapped message of any other failed media call. */
export const actionErrorMessage = (t: TFunction<'garage'>, error: unknown) =>
  isApiError(error) ? error.message : t('errors.unknown_error', { ns: 'common' });
