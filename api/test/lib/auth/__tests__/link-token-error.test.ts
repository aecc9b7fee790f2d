import { VALIDATION_MESSAGES as V } from '@carclub/contracts';

import { linkTokenError } from '../../../../src/lib/auth/link-token-error';

describe('linkTokenError', () => {
  it('answers 410 for an expired link, naming the token field', () => {
    const error = linkTokenError('expired');
    expect(error.statusCode).toBe(410);
    expect(error.toPayload().details).toEqual({ fields: { token: [V.linkExpired] } });
  });

  it('answers 400 for any other link, naming the token field', () => {
    const error = linkTokenError('invalid');
    expect(error.statusCode).toBe(400);
    expect(error.toPayload().details).toEqual({ fields: { token: [V.linkInvalid] } });
  });
});
