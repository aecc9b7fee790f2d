import { emailSchema } from '@carclub/contracts';
import { z } from 'zod';

/**
 * The resend form's rules, apart from the call: the sign-in page offers the resend button without
 * this form, and starts without zod (ADR 0088).
 */
export const resendActivationRequestSchema = z.object({ email: emailSchema });
export type ResendActivationRequest = z.infer<typeof resendActivationRequestSchema>;
