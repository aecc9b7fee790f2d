import type { ServerAnswer, ServerCall } from '@carclub/contracts/server-render';

import { pageCalls } from '../../../../src/lib/server-render';

describe('pageCalls', () => {
  let asked: ServerCall[];
  let status: number;

  const api = async (call: ServerCall): Promise<ServerAnswer> => {
    asked.push(call);
    return { status, headers: {}, body: `answer ${asked.length}` };
  };

  beforeEach(() => {
    asked = [];
    status = 200;
  });

  it("answers the render's call of the path asked before from that answer, whatever its query", async () => {
    const calls = pageCalls(api);
    const first = await calls.ask('/api/users/ann/vehicles/golf');
    const again = await calls.send({
      method: 'GET',
      url: '/api/users/ann/vehicles/golf?lang=en',
      headers: { accept: 'application/json' },
    });
    expect(again).toBe(first);
    expect(asked).toHaveLength(1);
  });

  it('answers it once: a second call of the path asks the API', async () => {
    const calls = pageCalls(api);
    await calls.ask('/api/users/ann');
    await calls.send({ method: 'GET', url: '/api/users/ann?lang=en', headers: {} });
    const second = await calls.send({ method: 'GET', url: '/api/users/ann?lang=en', headers: {} });
    expect(second.body).toBe('answer 2');
    expect(asked.map(({ url }) => url)).toEqual(['/api/users/ann', '/api/users/ann?lang=en']);
  });

  it('passes other paths and other methods on to the API', async () => {
    const calls = pageCalls(api);
    await calls.ask('/api/users/ann');
    await calls.send({ method: 'GET', url: '/api/users/ann/vehicles?page=1', headers: {} });
    await calls.send({ method: 'POST', url: '/api/users/ann', headers: {} });
    expect(asked.map(({ method, url }) => `${method} ${url}`)).toEqual([
      'GET /api/users/ann',
      'GET /api/users/ann/vehicles?page=1',
      'POST /api/users/ann',
    ]);
  });

  it('keeps no answer but a 200: the render asks again after a 404', async () => {
    const calls = pageCalls(api);
    status = 404;
    await calls.ask('/api/users/nobody');
    status = 200;
    const answer = await calls.send({ method: 'GET', url: '/api/users/nobody', headers: {} });
    expect(answer).toMatchObject({ status: 200, body: 'answer 2' });
  });

  it("never hands one page's answer to another page's calls", async () => {
    const page = pageCalls(api);
    const other = pageCalls(api);
    await page.ask('/api/users/ann');
    await other.send({ method: 'GET', url: '/api/users/ann', headers: {} });
    expect(asked).toHaveLength(2);
  });
});
