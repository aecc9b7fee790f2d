import { z } from 'zod';

export const activateResponseSchema = z.object({
  status: z.enum(['activated', 'alreadyActivated']),
});
export type ActivateResponse = z.infer<typeof activateResponseSchema>;
