import { forgotPasswordRequestSchema, resetPasswordRequestSchema } from '@carclub/contracts';
import type { z } from 'zod';

export const forgotPasswordFormSchema = forgotPasswordRequestSchema;
export type ForgotPasswordFormInput = z.input<typeof forgotPasswordFormSchema>;
export type ForgotPasswordFormValues = z.output<typeof forgotPasswordFormSchema>;

/** The token comes from the link and travels as a form value the user never sees. */
export const resetPasswordFormSchema = resetPasswordRequestSchema;
export type ResetPasswordFormInput = z.input<typeof resetPasswordFormSchema>;
export type ResetPasswordFormValues = z.output<typeof resetPasswordFormSchema>;
