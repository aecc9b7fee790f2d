import type { AddressInfo } from 'node:net';

import { MAX_STREAMS_PER_MEMBER } from '../../../../src/lib/notifications/event-stream';
import { deliverNotification } from '../../../../src/lib/notifications/notify';
import { DATABASE_TIMEOUT_MS, useTestApp } from '../../../support/test-app';
import { EventReader } from '../../../support/event-stream';
import { authHeaderFor, createTestUser } from '../../../support/users';
import { createMember, createVehicle } from '../../../support/vehicle-fixtures';

describe('GET /api/notifications/stream: the live count over Server-Sent Events', () => {
  const { app } = useTestApp();
  let base: string;
  const controllers: AbortController[] = [];

  beforeAll(async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  }, DATABASE_TIMEOUT_MS);

  afterEach(() => {
    for (const controller of controllers.splice(0)) controller.abort();
  });

  async function open(headers: Record<string, string>) {
    const controller = new AbortController();
    controllers.push(controller);
    const response = await fetch(`${base}/api/notifications/stream`, {
      headers: { 'accept-encoding': 'br, gzip', ...headers },
      signal: controller.signal,
    });
    return { response, controller };
  }

  async function stream(headers: Record<string, string>) {
    const { response } = await open(headers);
    expect(response.status).toBe(200);
    return new EventReader(response.body!.getReader());
  }

  it('sends the count on connecting, then each new notification and each change of the count', async () => {
    const member = await createTestUser(app);
    const other = await createTestUser(app);
    const headers = await authHeaderFor(app, member);
    const { response } = await open(headers);
    expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    // Compression would hold the events back in its buffer.
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(response.headers.get('cache-control')).toBe('no-store');
    const events = new EventReader(response.body!.getReader());
    const bystander = await stream(await authHeaderFor(app, other));
    expect(await events.next()).toEqual({ unread: 0 });
    expect(await bystander.next()).toEqual({ unread: 0 });

    await deliverNotification(app, member.id, 'passwordChanged', {});
    const arrived = await events.next(2_000);
    expect(arrived).toMatchObject({ unread: 1, notification: { kind: 'passwordChanged' } });

    // Read in another tab: this one's count follows.
    const read = await app.inject({
      method: 'POST',
      url: `/api/notifications/${arrived.notification!.id}/read`,
      headers,
    });
    expect(read.statusCode).toBe(200);
    expect(await events.next(2_000)).toEqual({ unread: 0 });
    await expect(bystander.next(300)).rejects.toThrow('no event in time');
  });

  it('tells staff who handle reports how many are open, live, and no one else', async () => {
    const moderator = await createTestUser(app, { roles: ['user', 'moderator'] });
    const staff = await stream(await authHeaderFor(app, moderator, ['user', 'moderator']));
    const member = await createMember(app);
    const plain = await stream(member.headers);
    expect(await staff.nextReports()).toEqual({ open: 0 });
    expect(await plain.next()).toEqual({ unread: 0 });

    const owner = await createMember(app);
    const car = await createVehicle(app, owner, { name: 'Streamed Golf' });
    const filed = await app.inject({
      method: 'POST',
      url: '/api/reports',
      headers: member.headers,
      payload: { subjectType: 'vehicle', vehicleId: car.id, reason: 'fake' },
    });
    expect(filed.statusCode).toBe(201);
    expect(await staff.nextReports(2_000)).toEqual({ open: 1 });

    const dismissed = await app.inject({
      method: 'POST',
      url: `/api/admin/reports/${filed.json<{ id: string }>().id}/dismiss`,
      headers: await authHeaderFor(app, moderator, ['user', 'moderator']),
      payload: { reason: 'A real car' },
    });
    expect(dismissed.statusCode).toBe(204);
    expect(await staff.nextReports(2_000)).toEqual({ open: 0 });
    // The reporter hears of the outcome on their own stream; a member never gets the count.
    expect(await plain.next(2_000)).toMatchObject({
      unread: 1,
      notification: { kind: 'reportHandled' },
    });
    await expect(plain.nextReports(300)).rejects.toThrow('no event in time');
  });

  it('needs a signed-in member, and refuses a flood of streams from one', async () => {
    expect((await open({})).response.status).toBe(401);
    const member = await createTestUser(app);
    const headers = await authHeaderFor(app, member);
    for (let index = 0; index < MAX_STREAMS_PER_MEMBER; index += 1) await stream(headers);
    const refused = await open(headers);
    expect(refused.response.status).toBe(429);
    expect(refused.response.headers.get('retry-after')).toBe('30');
  });

  it('lets a stream go when its browser leaves, so the member may open another', async () => {
    const member = await createTestUser(app);
    const headers = await authHeaderFor(app, member);
    const opened = [];
    for (let index = 0; index < MAX_STREAMS_PER_MEMBER; index += 1)
      opened.push(await open(headers));
    opened[0]!.controller.abort();
    const deadline = Date.now() + 5_000;
    let status = 429;
    while (status === 429 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      const attempt = await open(headers);
      status = attempt.response.status;
    }
    expect(status).toBe(200);
  });
});
