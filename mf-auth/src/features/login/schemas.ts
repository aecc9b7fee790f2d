import { loginRequestSchema } from '@carclub/contracts';
import type { z } from 'zod';

export const loginFormSchema = loginRequestSchema;
export type LoginFormInput = z.input<typeof loginFormSchema>;
export type LoginFormValues = z.output<typeof loginFormSchema>;
