import { zodResolver } from '@hookform/resolvers/zod';
import { registerRequestSchema } from '@carclub/contracts';
import { z } from 'zod';

export const registerFormSchema = registerRequestSchema;
/** Loaded by the form on its first check (resolverOnDemand), with zod and the schema. */
export const registerFormResolver = zodResolver(registerFormSchema);
export type RegisterFormInput = z.input<typeof registerFormSchema>;
export type RegisterFormValues = z.output<typeof registerFormSchema>;

/** 201: the account exists and waits for activation; the address the link went to. */
export const registerResponseSchema = z.object({ email: z.string() });
export type RegisterResponse = z.infer<typeof registerResponseSchema>;
