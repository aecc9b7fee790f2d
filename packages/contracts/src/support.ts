import { z } from 'zod';

import { emailSchema } from './auth';
import { optionalText, requiredEnum, requiredText } from './fields';

/** What a message to the team is about: sorts the staff inbox, and names the mail's subject. */
export const SUPPORT_CATEGORIES = ['account', 'blocked', 'content', 'bug', 'other'] as const;
export type SupportCategory = (typeof SUPPORT_CATEGORIES)[number];

export const SUPPORT_NAME_MAX_LENGTH = 100;
export const SUPPORT_SUBJECT_MAX_LENGTH = 150;
export const SUPPORT_MESSAGE_MAX_LENGTH = 5000;

/**
 * `POST /support`: a message to the team. The subject is one line (no CR/LF, which is what would
 * let it forge header fields of the staff mail); the e-mail may be left out only by a signed-in
 * member, whose account address is then used (the server checks that, not this schema).
 */
export const supportRequestSchema = z.object({
  name: optionalText(SUPPORT_NAME_MAX_LENGTH),
  email: z.preprocess((value) => (value === '' ? undefined : value), emailSchema.optional()),
  category: requiredEnum(SUPPORT_CATEGORIES),
  subject: requiredText(SUPPORT_SUBJECT_MAX_LENGTH),
  message: requiredText(SUPPORT_MESSAGE_MAX_LENGTH, undefined, { multiline: true }),
});
export type SupportRequest = z.infer<typeof supportRequestSchema>;
export type SupportRequestInput = z.input<typeof supportRequestSchema>;

/** `GET /support`: the team's address, shown on the contact page for those who prefer mail. */
export const supportContactSchema = z.object({ email: z.string() });
export type SupportContact = z.infer<typeof supportContactSchema>;

export const supportAcceptedSchema = z.object({ accepted: z.literal(true) });
