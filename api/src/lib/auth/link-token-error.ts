import { VALIDATION_MESSAGES as V } from '@carclub/contracts';

import { HttpError, httpErrors } from '../http-errors';

/**
 * The answer to an activation or reset link that cannot be used: 410 Gone for an expired link (the
 * page offers to send a new one), 400 for anything else. Both name the `token` field.
 */
export function linkTokenError(reason: 'expired' | 'invalid'): HttpError {
  if (reason === 'expired') {
    return new HttpError(410, undefined, { details: { fields: { token: [V.linkExpired] } } });
  }
  return httpErrors.validation({ token: [V.linkInvalid] });
}
