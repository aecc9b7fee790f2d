import { z } from 'zod';

/** The body of every non-2xx API response. */
export const errorPayloadSchema = z.object({
  statusCode: z.number().int(),
  error: z.string(),
  message: z.string(),
  description: z.string().optional(),
  details: z
    .object({
      /** Messages per field (i18n keys or text); for 409, the field(s) that must be unique. */
      fields: z.record(z.string(), z.array(z.string())).optional(),
      /** Name of the violated database constraint. */
      constraint: z.string().optional(),
      /** For a 409 `in_use`: how many records still use what was to be deleted. */
      count: z.number().int().min(0).optional(),
    })
    .optional(),
});
export type ErrorPayload = z.infer<typeof errorPayloadSchema>;

/** The spec §8 catalogue; `common:errors.<kind>` holds each message. */
export const ERROR_KINDS = [
  'conflict',
  'unique_constraint',
  'unique_email',
  'unique_nickname',
  'validation_error',
  'unauthorized',
  'forbidden',
  'not_found',
  'rate_limit',
  'timeout',
  'bad_gateway',
  'gateway_timeout',
  'server_error',
  'service_unavailable',
  'network_error',
  'unknown_error',
] as const;
export type ErrorKind = (typeof ERROR_KINDS)[number];
