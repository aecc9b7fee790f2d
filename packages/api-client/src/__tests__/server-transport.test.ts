import type { ServerCall } from '@carclub/contracts/server-render';
import { z } from 'zod';

import { ApiError } from '../api-error';
import { request } from '../request';
import { sendCallsThrough } from '../server-transport';

const carSchema = z.object({ id: z.string(), name: z.string() });

describe('calls answered by the API in-process (server rendering)', () => {
  const sent: ServerCall[] = [];
  let answer = { status: 200, body: '{"id":"c1","name":"Golf","extra":true}' };

  beforeAll(() => {
    sendCallsThrough(async (call) => {
      sent.push(call);
      return {
        status: answer.status,
        headers: { 'content-type': 'application/json; charset=utf-8' },
        body: answer.body,
      };
    });
  });

  it("goes to the API's own answer and takes it as the API encoded it, without parsing it again", async () => {
    const car = await request(carSchema, { url: '/users/ann/vehicles/golf' });
    expect(sent).toEqual([
      expect.objectContaining({
        method: 'GET',
        url: expect.stringMatching(/^\/api\/users\/ann\/vehicles\/golf\?lang=/),
      }),
    ]);
    expect(car).toEqual({ id: 'c1', name: 'Golf', extra: true });
  });

  it('answers nothing for a call without a schema', async () => {
    answer = { status: 204, body: '' };
    await expect(request({ method: 'POST', url: '/cars/c1/views' })).resolves.toBeUndefined();
  });

  it('still fails with an ApiError for an error answer', async () => {
    answer = {
      status: 404,
      body: '{"statusCode":404,"code":"not_found","error":"Not Found","message":"Not Found"}',
    };
    await expect(request(carSchema, { url: '/users/ann/vehicles/none' })).rejects.toBeInstanceOf(
      ApiError,
    );
  });
});
