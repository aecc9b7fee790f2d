import { DATABASE_TIMEOUT_MS, useTestApp } from '../../support/test-app';
import { authHeaderFor, createTestUser } from '../../support/users';

/**
 * The requests of the hardening report that answered 500 (and logged the query's parameters): a
 * NUL in a search or id parameter reached PostgreSQL, which cannot store it in text. Each is now a
 * 400 naming the field, before the database is asked.
 */
describe('control characters in requests', () => {
  let headers: { authorization: string };
  const logLines: string[] = [];
  const { app } = useTestApp({
    env: { LOG_LEVEL: 'warn' },
    logStream: { write: (line: string) => void logLines.push(line) },
  });

  beforeAll(async () => {
    headers = await authHeaderFor(app, await createTestUser(app));
  }, DATABASE_TIMEOUT_MS);

  const vehicle = {
    name: 'Golf GTI',
    year: 2019,
    manufacturerId: 'volkswagen',
    modelId: 'volkswagen-golf',
    bodyTypeId: 'hatchback',
    colorId: 'red',
    fuelType: 'petrol',
    transmission: 'manual',
    driveType: 'front',
  };

  it.each([
    ['GET', '/api/vehicles?search=a%00b', undefined, false, 'search'],
    ['GET', '/api/vehicles?manufacturerIds=vw%00', undefined, false, 'manufacturerIds.0'],
    ['GET', '/api/users/ann%00/vehicles/golf', undefined, false, 'nickname'],
    ['GET', '/api/users/ann/vehicles/golf%1B', undefined, false, 'slug'],
    ['GET', '/api/models?manufacturerId=%00', undefined, false, 'manufacturerId'],
    ['GET', '/api/state?countryId=UA%00', undefined, false, 'countryId'],
    ['GET', '/api/private-transport?search=%00', undefined, true, 'search'],
    ['GET', '/api/private-transport?modelIds=a%7Fb', undefined, true, 'modelIds.0'],
    ['POST', '/api/private-transport', { ...vehicle, name: 'Golf\u0000' }, true, 'name'],
    [
      'POST',
      '/api/private-transport',
      { ...vehicle, description: 'Line\u0007bell' },
      true,
      'description',
    ],
    ['PUT', '/api/profile', { nickname: 'ann', email: 'a@b.co', city: 'Ky\u0000iv' }, true, 'city'],
    // The outside probe's: a name that turns a tab's title around, and a lone surrogate that was
    // saved as U+FFFD.
    [
      'PUT',
      '/api/profile',
      { nickname: 'ann', email: 'a@b.co', firstName: 'Бо\u202eдан' },
      true,
      'firstName',
    ],
    [
      'PUT',
      '/api/profile',
      { nickname: 'ann', email: 'a@b.co', lastName: '\udc00x' },
      true,
      'lastName',
    ],
    ['POST', '/api/private-transport', { ...vehicle, name: 'Car \u202e x' }, true, 'name'],
  ] as const)('%s %s is a 400 naming the field', async (method, url, body, signedIn, field) => {
    const before = logLines.length;
    const response = await app.inject({
      method,
      url,
      headers: signedIn ? headers : {},
      ...(body === undefined ? {} : { payload: body }),
    });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: 'Bad Request',
      details: { fields: { [field]: ['validation.controlCharacters'] } },
    });
    // Refused by the schema, not by the database (whose refusal would log a warning).
    expect(logLines.slice(before)).toEqual([]);
  });

  it('keeps line breaks and tabs in multi-line text', async () => {
    const description = 'Line one\r\nline two\n\tindented';
    const response = await app.inject({
      method: 'POST',
      url: '/api/private-transport',
      headers,
      payload: { ...vehicle, description },
    });

    expect(response.statusCode).toBe(201);
    expect(response.json<{ description: string }>().description).toBe(description);
  });
});
