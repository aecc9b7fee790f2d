import { z } from 'zod';

import { existingPasswordSchema } from './auth';
import { VALIDATION_MESSAGES as V } from './validation-messages';

/**
 * Deleting an account: the current password and the nickname typed out, so that neither a stolen
 * session nor a misclick deletes anyone.
 */
export const deleteAccountRequestSchema = z.object({
  currentPassword: existingPasswordSchema,
  nickname: z.string({ error: V.required }).trim().min(1, V.required),
});
export type DeleteAccountRequest = z.infer<typeof deleteAccountRequestSchema>;
