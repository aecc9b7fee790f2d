import { emailChangeRequestSchema, type EmailChangeRequest } from '@carclub/contracts';

/** The API's own schema: the form and the route judge the same way. */
export const emailChangeFormSchema = emailChangeRequestSchema;

export type EmailChangeValues = EmailChangeRequest;

/** The fields the API may name in a 400. */
export const EMAIL_CHANGE_FIELDS = [
  'newEmail',
  'currentPassword',
] as const satisfies readonly (keyof EmailChangeValues)[];
