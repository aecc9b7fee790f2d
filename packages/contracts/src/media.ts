import { z } from 'zod';
import { IMAGE_MAX_SIZE_BYTES, IMAGE_MIME_TYPES } from './constants';
import { VALIDATION_MESSAGES as V, type ValidationMessageKey } from './validation-messages';

/** `url` may be site-relative (local storage driver) or absolute (CDN). */
export const uploadResponseSchema = z.object({
  url: z.string().min(1),
});
export type UploadResponse = z.infer<typeof uploadResponseSchema>;

/** Multipart field name of every image upload. */
export const UPLOAD_FIELD_NAME = 'file';

/**
 * Pre-upload check of a chosen image (a browser `File` fits the shape). `fileTooLarge` takes the
 * `{{size}}` interpolation from IMAGE_MAX_SIZE_MB. The server decodes the image regardless.
 */
export function imageFileIssue(
  file: { size: number; type: string } | null | undefined,
): ValidationMessageKey | null {
  if (!file) return V.fileRequired;
  if (!(IMAGE_MIME_TYPES as readonly string[]).includes(file.type)) return V.invalidImage;
  if (file.size > IMAGE_MAX_SIZE_BYTES) return V.fileTooLarge;
  return null;
}
