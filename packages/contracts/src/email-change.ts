import { z } from 'zod';

import { emailSchema, existingPasswordSchema, tokenSchema } from './auth';

/**
 * A change of the account's e-mail address: it needs the current password, so a stolen access
 * token alone cannot move the account (and with it the password reset) to another inbox.
 */
export const emailChangeRequestSchema = z.object({
  newEmail: emailSchema,
  currentPassword: existingPasswordSchema,
});
export type EmailChangeRequest = z.infer<typeof emailChangeRequestSchema>;

/** The change waiting for its confirmation link to be followed, or null. */
export const pendingEmailChangeSchema = z.object({
  pending: z.object({ email: z.string(), expiresAt: z.string() }).nullable(),
});
export type PendingEmailChange = z.infer<typeof pendingEmailChangeSchema>;

/** The token of a confirmation or cancellation link. */
export const emailChangeTokenSchema = z.object({ token: tokenSchema });
export type EmailChangeToken = z.infer<typeof emailChangeTokenSchema>;

/** The account's address after a confirmation or a cancellation. */
export const emailChangeResultSchema = z.object({ email: z.string() });
export type EmailChangeResult = z.infer<typeof emailChangeResultSchema>;
