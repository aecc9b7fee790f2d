import {
  errorPayload,
  errorPayloadSchema,
  HttpError,
  httpErrors,
  statusText,
} from '../../../src/lib/http-errors';

describe('httpErrors', () => {
  it.each([
    [httpErrors.badRequest(), 400, 'Bad Request'],
    [httpErrors.unauthorized(), 401, 'Unauthorized'],
    [httpErrors.forbidden(), 403, 'Forbidden'],
    [httpErrors.notFound(), 404, 'Not Found'],
    [httpErrors.serviceUnavailable(), 503, 'Service Unavailable'],
  ])('builds a %p payload whose message defaults to the status name', (error, statusCode, name) => {
    expect(error).toBeInstanceOf(HttpError);
    expect(error.toPayload()).toEqual({ statusCode, error: name, message: name });
  });

  it('keeps a custom message and description', () => {
    expect(
      httpErrors.forbidden("You don't have permission to edit this vehicle.").toPayload().message,
    ).toBe("You don't have permission to edit this vehicle.");
    expect(httpErrors.badRequest('Bad upload', 'The file is not an image.').toPayload()).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: 'Bad upload',
      description: 'The file is not an image.',
    });
  });

  it('lists field errors for a validation failure', () => {
    expect(
      httpErrors.validation({ currentPassword: ['messages.currentPasswordIncorrect'] }).toPayload(),
    ).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: 'Bad Request',
      details: { fields: { currentPassword: ['messages.currentPasswordIncorrect'] } },
    });
  });

  it('names the taken field of a conflict, with the message key the client shows under it', () => {
    expect(httpErrors.conflict('nickname').toPayload()).toEqual({
      statusCode: 409,
      error: 'Conflict',
      message: 'nickname already exists',
      details: { constraint: 'unique', fields: { nickname: ['errors.unique_nickname'] } },
    });
    expect(httpErrors.conflict('vin').details).toEqual({
      constraint: 'unique',
      fields: { vin: ['errors.unique_constraint'] },
    });
  });

  it('tells a client when to retry', () => {
    expect(httpErrors.tooManyRequests(12.2).headers).toEqual({ 'retry-after': '13' });
    expect(httpErrors.unauthorized().headers).toEqual({ 'www-authenticate': 'Bearer' });
  });

  it('produces payloads that satisfy the schema', () => {
    for (const error of [
      httpErrors.conflict('email'),
      httpErrors.validation({ a: ['b'] }),
      httpErrors.notFound(),
    ]) {
      expect(errorPayloadSchema.safeParse(error.toPayload()).success).toBe(true);
    }
  });
});

describe('errorPayload', () => {
  it('omits absent optional parts instead of sending undefined', () => {
    expect(Object.keys(errorPayload(404))).toEqual(['statusCode', 'error', 'message']);
  });

  it('names unknown status codes generically', () => {
    expect(statusText(599)).toBe('Error');
  });
});
