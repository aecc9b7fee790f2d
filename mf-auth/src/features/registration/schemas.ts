import { registerRequestSchema } from '@carclub/contracts';
import { z } from 'zod';

export const registerFormSchema = registerRequestSchema;
export type RegisterFormInput = z.input<typeof registerFormSchema>;
export type RegisterFormValues = z.output<typeof registerFormSchema>;

/** 201: the account exists and waits for activation; the address the link went to. */
export const registerResponseSchema = z.object({ email: z.string() });
export type RegisterResponse = z.infer<typeof registerResponseSchema>;
