import { isApiError } from '@carclub/api-client/is-api-error';
import {
  GALLERY_MAX_IMAGES,
  IMAGE_MAX_SIZE_MB,
  imageFileIssue,
  isValidationMessageKey,
  VALIDATION_MESSAGES,
  type ValidationMessageKey,
} from '@carclub/contracts';
import { i18n } from '@carclub/i18n';

/** The values the `common` image messages interpolate ("no larger than {{size}} MB", …). */
const LIMITS = { size: IMAGE_MAX_SIZE_MB, max: GALLERY_MAX_IMAGES };

/** A `common` namespace message key, translated with the image limits filled in. */
export const imageMessage = (key: ValidationMessageKey) => i18n.t(`common:${key}`, LIMITS);

/** Why `file` cannot be uploaded (size or type, spec §5), before sending a byte; null if it can. */
export function fileProblem(file: File): string | null {
  const issue = imageFileIssue(file);
  return issue === null ? null : imageMessage(issue);
}

export const galleryFullMessage = () => imageMessage(VALIDATION_MESSAGES.galleryFull);

export const fileRequiredMessage = () => imageMessage(VALIDATION_MESSAGES.fileRequired);

/**
 * What to tell the user about a failed upload of `field`: the API's message for that field
 * (not an image, too large, gallery full…) with its limits filled in, "Failed to process the
 * image" when the server broke while storing it, else the mapped catalogue message.
 */
export function uploadErrorMessage(error: unknown, field: string): string {
  if (!isApiError(error)) return i18n.t('common:errors.unknown_error');
  const [key] = error.payload?.details?.fields?.[field] ?? [];
  if (key !== undefined && isValidationMessageKey(key)) return imageMessage(key);
  if (error.status === 500) return i18n.t('common:messages.imageProcessingFailed');
  return error.message;
}

/** The mapped message of any other failed media call. */
export const actionErrorMessage = (error: unknown) =>
  isApiError(error) ? error.message : i18n.t('common:errors.unknown_error');
