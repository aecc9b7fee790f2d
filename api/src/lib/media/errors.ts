import { VALIDATION_MESSAGES as V } from '@carclub/contracts';

import { HttpError } from '../http-errors';

/** An upload rejected for `field`, in the same `details.fields` shape as a failed validation. */
function fileError(statusCode: number, field: string, message: string): HttpError {
  return new HttpError(statusCode, undefined, { details: { fields: { [field]: [message] } } });
}

export const mediaErrors = {
  fileRequired: (field: string) => fileError(400, field, V.fileRequired),
  tooManyFiles: (field: string) => fileError(400, field, V.tooManyItems),
  fileTooLarge: (field: string) => fileError(413, field, V.fileTooLarge),
  /** A body the multipart parser cannot read: cut short, without a boundary, a broken header. */
  malformedUpload: (field: string) => fileError(400, field, V.invalidFormat),
  invalidImage: (field: string) => fileError(422, field, V.invalidImage),
  imageTooLarge: (field: string) => fileError(422, field, V.imageTooLarge),
};
