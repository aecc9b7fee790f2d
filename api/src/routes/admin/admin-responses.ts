import { errorPayloadSchema } from '@carclub/contracts';

export const ADMIN_TAGS = ['admin'];

/** What every admin route may answer besides its own statuses. */
export const adminErrorResponses = { 401: errorPayloadSchema, 403: errorPayloadSchema };
