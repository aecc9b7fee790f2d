import { commonResources, i18n, initI18n } from '@carclub/i18n';
import { ApiError, isApiError, toApiError } from '../api-error';
import { apiClient } from '../client';
import { configure, fakeApi, type Reply } from './fake-api';

const en = commonResources.en.errors;

/** The ApiError for a call the API answers with `reply`. */
async function errorFor(reply: Reply): Promise<ApiError> {
  fakeApi(() => reply);
  try {
    await apiClient.get('/profile');
  } catch (error) {
    return toApiError(error);
  }
  throw new Error('expected the call to fail');
}

const payload = (statusCode: number, error: string, message: string, details?: object) => ({
  statusCode,
  error,
  message,
  ...(details ? { details } : {}),
});

beforeAll(async () => {
  await initI18n();
});

beforeEach(async () => {
  await i18n.changeLanguage('en');
  // Anonymous, so a 401 reaches the mapping without a refresh attempt.
  configure(null);
});

describe('toApiError status mapping', () => {
  it.each([
    [401, 'unauthorized', en.unauthorized],
    [403, 'forbidden', en.forbidden],
    [404, 'not_found', en.not_found],
    [408, 'timeout', en.timeout],
    [429, 'rate_limit', en.rate_limit],
    [500, 'server_error', en.server_error],
    [502, 'bad_gateway', en.bad_gateway],
    [503, 'service_unavailable', en.service_unavailable],
    [504, 'gateway_timeout', en.gateway_timeout],
  ])('maps %i to %s with the catalogue message', async (status, kind, message) => {
    const data = payload(status, 'Error', 'Server text that is not shown');
    const error = await errorFor({ status, data });
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind, status, message, fieldErrors: {}, payload: data });
  });

  it('says why when a refusal names one of the message keys (an upload ban)', async () => {
    const error = await errorFor({
      status: 403,
      data: payload(403, 'Forbidden', 'validation.uploadsBanned'),
    });
    expect(error).toMatchObject({
      kind: 'forbidden',
      message: commonResources.en.validation.uploadsBanned,
    });
  });

  it.each([
    [409, 'Conflict', 'vehicleAlreadyHidden', 'conflict'],
    [409, 'Conflict', 'vehicleNotHidden', 'conflict'],
    [409, 'Conflict', 'reportAlreadyHandled', 'conflict'],
    [400, 'Bad Request', 'cannotReportOwn', 'validation_error'],
  ] as const)('translates the keyed %i %s validation.%s', async (status, title, key, kind) => {
    const error = await errorFor({ status, data: payload(status, title, `validation.${key}`) });
    expect(error).toMatchObject({ kind, message: commonResources.en.validation[key] });
  });

  it('keeps the mapping when the body is not an error payload (e.g. a proxy page)', async () => {
    const error = await errorFor({ status: 502, data: '<html>Bad Gateway</html>' });
    expect(error).toMatchObject({ kind: 'bad_gateway', message: en.bad_gateway });
    expect(error.payload).toBeUndefined();
  });

  it('maps a network failure to network_error', async () => {
    const error = await errorFor({ fail: 'network' });
    expect(error).toMatchObject({ kind: 'network_error', message: en.network_error });
    expect(error.status).toBeUndefined();
  });

  it.each(['timeout', 'etimedout'] as const)('treats a %s as 408', async (fail) => {
    const error = await errorFor({ fail });
    expect(error).toMatchObject({ kind: 'timeout', status: 408, message: en.timeout });
  });

  it('maps a cancelled call to unknown_error, not to a network problem', async () => {
    expect(await errorFor({ fail: 'canceled' })).toMatchObject({ kind: 'unknown_error' });
  });

  it('uses the server message for other statuses, else unknown_error', async () => {
    expect(
      await errorFor({ status: 418, data: payload(418, "I'm a teapot", 'Short and stout') }),
    ).toMatchObject({ kind: 'unknown_error', status: 418, message: 'Short and stout' });
    expect(await errorFor({ status: 418 })).toMatchObject({
      kind: 'unknown_error',
      status: 418,
      message: en.unknown_error,
    });
  });
});

describe('400 and 422', () => {
  it.each([400, 422])(
    '%i shows the server message when it says more than the error name',
    async (status) => {
      const error = await errorFor({
        status,
        data: payload(status, 'Unprocessable Entity', 'Year is out of range'),
      });
      expect(error).toMatchObject({
        kind: 'validation_error',
        status,
        message: 'Year is out of range',
      });
    },
  );

  it.each([400, 422])('%i falls back to the generic validation message', async (status) => {
    expect(
      await errorFor({ status, data: payload(status, 'Bad Request', 'Bad Request') }),
    ).toMatchObject({ kind: 'validation_error', message: en.validation_error });
    expect(await errorFor({ status, data: payload(status, 'Bad Request', ' ') })).toMatchObject({
      message: en.validation_error,
    });
    expect(await errorFor({ status })).toMatchObject({ message: en.validation_error });
  });

  it('collects the first message of each field, translating i18n keys', async () => {
    const error = await errorFor({
      status: 422,
      data: payload(422, 'Unprocessable Entity', 'Unprocessable Entity', {
        fields: {
          email: ['validation.invalidEmail', 'validation.tooLong'],
          vin: ['validation.vinCheckDigit'],
          city: ['Unknown city'],
          empty: [],
        },
      }),
    });
    expect(error.fieldErrors).toEqual({
      email: commonResources.en.validation.invalidEmail,
      vin: commonResources.en.validation.vinCheckDigit,
      city: 'Unknown city',
    });
  });

  it('translates a server message that is an i18n key', async () => {
    const error = await errorFor({
      status: 400,
      data: payload(400, 'Bad Request', 'validation.passwordsDoNotMatch'),
    });
    expect(error.message).toBe(commonResources.en.validation.passwordsDoNotMatch);
  });
});

describe('409', () => {
  it('names an e-mail conflict', async () => {
    const error = await errorFor({
      status: 409,
      data: payload(409, 'Conflict', 'duplicate key', { fields: { email: ['unique'] } }),
    });
    expect(error).toMatchObject({
      kind: 'unique_email',
      status: 409,
      message: en.unique_email,
      fieldErrors: { email: en.unique_email },
    });
  });

  it('names a nickname conflict found from the constraint name', async () => {
    const error = await errorFor({
      status: 409,
      data: payload(409, 'Conflict', 'duplicate key', { constraint: 'users_nickname_unique' }),
    });
    expect(error).toMatchObject({
      kind: 'unique_nickname',
      message: en.unique_nickname,
      fieldErrors: { nickname: en.unique_nickname },
    });
  });

  it.each([
    ['users_username_key', 'username', en.unique_username],
    ['profiles_phone_unique', 'phone', en.unique_phone],
  ])(
    'uses the field message for %s when the catalogue has one',
    async (constraint, field, message) => {
      const error = await errorFor({
        status: 409,
        data: payload(409, 'Conflict', 'duplicate key', { constraint }),
      });
      expect(error).toMatchObject({
        kind: 'unique_constraint',
        message,
        fieldErrors: { [field]: message },
      });
    },
  );

  it('names any other field in the generic uniqueness message, with its label', async () => {
    const vinTaken = en.unique_constraint.replace('{{field}}', commonResources.en.fields.vin);
    expect(
      await errorFor({
        status: 409,
        data: payload(409, 'Conflict', 'duplicate key', { fields: { vin: ['unique'] } }),
      }),
    ).toMatchObject({
      kind: 'unique_constraint',
      message: vinTaken,
      fieldErrors: { vin: vinTaken },
    });

    const unlabelled = en.unique_constraint.replace('{{field}}', 'registrationPlate');
    expect(
      await errorFor({
        status: 409,
        data: payload(409, 'Conflict', 'duplicate key', { fields: { registrationPlate: [] } }),
      }),
    ).toMatchObject({ message: unlabelled, fieldErrors: { registrationPlate: unlabelled } });
  });

  it.each([
    ['private_transport_vin_unique', 'vin'],
    ['vehicles_registration_plate_key', 'registrationPlate'],
    ['users_email_key', 'email'],
    ['mileage_unique', 'mileage'],
  ])('finds the field of constraint %s', async (constraint, field) => {
    const error = await errorFor({
      status: 409,
      data: payload(409, 'Conflict', 'duplicate key', { constraint }),
    });
    expect(Object.keys(error.fieldErrors)).toEqual([field]);
  });

  it('shows the server message when no field is named', async () => {
    expect(
      await errorFor({
        status: 409,
        data: payload(409, 'Conflict', 'Vehicle was changed meanwhile'),
      }),
    ).toMatchObject({
      kind: 'conflict',
      message: 'Vehicle was changed meanwhile',
      fieldErrors: {},
    });
  });

  it('falls back to the generic conflict message', async () => {
    expect(await errorFor({ status: 409 })).toMatchObject({
      kind: 'conflict',
      message: en.conflict,
    });
  });
});

describe('language', () => {
  it('translates into the current interface language', async () => {
    await i18n.changeLanguage('uk');
    const error = await errorFor({ status: 404 });
    expect(error.message).toBe(commonResources.uk.errors.not_found);
    expect(error.message).not.toBe(en.not_found);
  });
});

describe('other errors', () => {
  it('wraps anything that is not an HTTP error as unknown_error', () => {
    const cause = new TypeError('x is undefined');
    const error = toApiError(cause);
    expect(error).toMatchObject({ kind: 'unknown_error', message: en.unknown_error, cause });
    expect(error.status).toBeUndefined();
  });

  it('returns an ApiError unchanged', () => {
    const error = new ApiError({ kind: 'forbidden', message: 'no', status: 403 });
    expect(toApiError(error)).toBe(error);
  });

  it('keeps the original error as cause', async () => {
    fakeApi(() => ({ status: 500 }));
    const original = await apiClient.get('/x').catch((error: unknown) => error);
    expect(toApiError(original).cause).toBe(original);
  });
});

describe('ApiError', () => {
  it('is an Error recognised by isApiError', () => {
    const error = new ApiError({ kind: 'not_found', message: 'gone', status: 404 });
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('ApiError');
    expect(error.fieldErrors).toEqual({});
    expect(isApiError(error)).toBe(true);
    expect(isApiError(new Error('gone'))).toBe(false);
    expect(isApiError({ kind: 'not_found' })).toBe(false);
  });

  it('is recognised by its name, as the guard bundled into each app sees the shared class', () => {
    const fromAnotherCopy = Object.assign(new Error('gone'), { name: 'ApiError' });
    expect(isApiError(fromAnotherCopy)).toBe(true);
    expect(isApiError(Object.assign(new Error('gone'), { name: 'TypeError' }))).toBe(false);
  });
});
