import { zodResolver } from '@hookform/resolvers/zod';
import { loginRequestSchema } from '@carclub/contracts';
import type { z } from 'zod';

export const loginFormSchema = loginRequestSchema;
/** Loaded by the form on its first check (resolverOnDemand), with zod and the schema. */
export const loginFormResolver = zodResolver(loginFormSchema);
export type LoginFormInput = z.input<typeof loginFormSchema>;
export type LoginFormValues = z.output<typeof loginFormSchema>;
