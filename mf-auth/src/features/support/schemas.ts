import { zodResolver } from '@hookform/resolvers/zod';
import { emailSchema, supportRequestSchema } from '@carclub/contracts';
import type { z } from 'zod';

/** The API's schema, with the e-mail always asked: a member's comes prefilled. */
export const supportFormSchema = supportRequestSchema.extend({ email: emailSchema });
/** Loaded by the form on its first check (resolverOnDemand), with zod and the schema. */
export const supportFormResolver = zodResolver(supportFormSchema);
export type SupportFormInput = z.input<typeof supportFormSchema>;
export type SupportFormValues = z.output<typeof supportFormSchema>;
