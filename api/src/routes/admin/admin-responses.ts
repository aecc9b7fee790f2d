import { errorPayloadSchema } from '@carclub/contracts';

/**
 * What every admin route declares, in a file of its own: the section files import it, and
 * admin/index.ts registers them, so importing it from index.ts would be an import cycle.
 */
export const ADMIN_TAGS = ['admin'];

/** What every admin route may answer besides its own statuses. */
export const adminErrorResponses = { 401: errorPayloadSchema, 403: errorPayloadSchema };
