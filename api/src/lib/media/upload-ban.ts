import { VALIDATION_MESSAGES as V } from '@carclub/contracts';

import type { AuthenticatedUser } from '../auth';
import { httpErrors } from '../http-errors';

/**
 * An `onRequest` hook for every photo upload, after `app.authenticate`: a member whom staff barred
 * from uploading (restriction `uploadsBanned`) gets 403 with a message saying so, before any of the
 * body is read. The restriction is read from the database on each request, so a ban applies at once.
 */
export async function refuseBannedUploader(request: {
  user: AuthenticatedUser | null;
}): Promise<void> {
  if (request.user?.restrictions.includes('uploadsBanned')) {
    throw httpErrors.forbidden(V.uploadsBanned);
  }
}
