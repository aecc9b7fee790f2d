import { z } from 'zod';

import { idSchema } from './fields';
import { VALIDATION_MESSAGES as V } from './validation-messages';

export const DEVICE_TYPES = ['desktop', 'mobile', 'tablet'] as const;

/**
 * One signed-in device of the member, as the Security tab lists it. Browser and OS are named from
 * the User-Agent of the sign-in (null when it names none); `current` marks the caller's own session.
 */
export const activeSessionSchema = z.object({
  id: idSchema,
  browser: z.string().nullable(),
  os: z.string().nullable(),
  deviceType: z.enum(DEVICE_TYPES),
  signedInAt: z.string(),
  lastUsedAt: z.string(),
  current: z.boolean(),
});
export type ActiveSession = z.infer<typeof activeSessionSchema>;

/** Most recently used first; the caller's own session is always among them. */
export const activeSessionListSchema = z.object({ items: z.array(activeSessionSchema) });
export type ActiveSessionList = z.infer<typeof activeSessionListSchema>;

export const sessionParamsSchema = z.object({ sessionId: z.uuid({ error: V.invalidFormat }) });
