import { i18n, initI18n } from '@carclub/i18n';
import { ZodError, z } from 'zod';

import { ApiError } from '../api-error';
import { request } from '../request';
import { configure, fakeApi } from './fake-api';

const carSchema = z.object({ id: z.string(), name: z.string() });

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw new Error(`expected an ApiError, got ${String(error)}`, { cause: error });
  }
  throw new Error('expected the call to fail');
}

beforeAll(async () => {
  await initI18n();
  await i18n.changeLanguage('en');
});
beforeEach(() => {
  configure(null);
});

describe('request', () => {
  it('sends the config through the api-client and answers the parsed body', async () => {
    const api = fakeApi(() => ({ status: 200, data: { id: 'c1', name: 'Golf', extra: true } }));

    const car = await request(carSchema, {
      method: 'PATCH',
      url: '/private-transport/c1',
      data: { name: 'Golf' },
      params: { page: 2 },
    });

    expect(car).toEqual({ id: 'c1', name: 'Golf' });
    expect(api.sent).toEqual([
      expect.objectContaining({
        method: 'PATCH',
        url: '/api/private-transport/c1?lang=en&page=2',
        body: { name: 'Golf' },
      }),
    ]);
  });

  it('answers nothing for a call without a schema (a 204)', async () => {
    const api = fakeApi(() => ({ status: 204 }));

    await expect(request({ method: 'DELETE', url: '/auth/logout' })).resolves.toBeUndefined();
    expect(api.to('DELETE /api/auth/logout')).toHaveLength(1);
  });

  it('reports an answer its schema rejects as an unknown error caused by the ZodError', async () => {
    fakeApi(() => ({ status: 200, data: { id: 'c1' } }));

    const error = await rejection(request(carSchema, { url: '/private-transport/c1' }));

    expect(error.kind).toBe('unknown_error');
    expect(error.status).toBeUndefined();
    expect(error.message).toBe(i18n.t('common:errors.unknown_error'));
    expect(error.cause).toBeInstanceOf(ZodError);
  });

  it('maps an HTTP failure with its payload, field messages included', async () => {
    fakeApi(() => ({
      status: 400,
      data: {
        statusCode: 400,
        error: 'Bad Request',
        message: 'Check the form',
        details: { fields: { name: ['Too long'] } },
      },
    }));

    const error = await rejection(
      request(carSchema, { method: 'POST', url: '/private-transport', data: {} }),
    );

    expect(error).toMatchObject({
      kind: 'validation_error',
      status: 400,
      message: 'Check the form',
      fieldErrors: { name: 'Too long' },
    });
  });

  it('maps a lost connection to a network error, also without a schema', async () => {
    fakeApi(() => ({ fail: 'network' }));

    const error = await rejection(request({ method: 'POST', url: '/auth/forgot-password' }));

    expect(error.kind).toBe('network_error');
    expect(error.status).toBeUndefined();
  });
});
