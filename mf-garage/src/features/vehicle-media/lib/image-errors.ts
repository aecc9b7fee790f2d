import { isApiError } from '@carclub/api-client';
import {
  GALLERY_MAX_IMAGES,
  IMAGE_MAX_SIZE_MB,
  imageFileIssue,
  VALIDATION_MESSAGES,
} from '@carclub/contracts';
import type { TFunction } from 'i18next';

/** The values the `common` image messages interpolate ("no larger than {{size}} MB", …). */
const LIMITS = { size: IMAGE_MAX_SIZE_MB, max: GALLERY_MAX_IMAGES };

/** A `common` namespace message key, translated with the image limits filled in. */
export const imageMessage = (t: TFunction, key: string) => t(`common:${key}`, LIMITS);

/** Why `file` cannot be uploaded (size or type, spec §5), before sending a byte; null if it can. */
export function fileProblem(t: TFunction, file: File): string | null {
  const issue = imageFileIssue(file);
  return issue === null ? null : imageMessage(t, issue);
}

export const galleryFullMessage = (t: TFunction) =>
  imageMessage(t, VALIDATION_MESSAGES.galleryFull);

export const fileRequiredMessage = (t: TFunction) =>
  imageMessage(t, VALIDATION_MESSAGES.fileRequired);

/**
 * What to tell the user about a failed upload of `field`: the API's message for that field
 * (not an image, too large, gallery full…) with its limits filled in, "Failed to process the
 * image" when the server broke while storing it, else the mapped catalogue message.
 */
export function uploadErrorMessage(t: TFunction, error: unknown, field: string): string {
  if (!isApiError(error)) return t('common:errors.unknown_error');
  const [key] = error.payload?.details?.fields?.[field] ?? [];
  if (key !== undefined && (Object.values(VALIDATION_MESSAGES) as string[]).includes(key)) {
    return imageMessage(t, key);
  }
  if (error.status === 500) return t('common:messages.imageProcessingFailed');
  return error.message;
}

/** The mapped message of any other failed media call. */
export const actionErrorMessage = (t: TFunction, error: unknown) =>
  isApiError(error) ? error.message : t('common:errors.unknown_error');
