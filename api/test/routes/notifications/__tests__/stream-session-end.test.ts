import type { AddressInfo } from 'node:net';

import type { App } from '../../../../src/app-type';
import { setRestriction } from '../../../../src/lib/admin/members/actions';
import { deliverNotification } from '../../../../src/lib/notifications/notify';
import { testsOnPostgres, useAppsOnOneDatabase, useTestApp } from '../../../support/test-app';
import { EventReader } from '../../../support/event-stream';
import {
  authHeaderFor,
  createTestUser,
  TEST_PASSWORD,
  type TestUser,
} from '../../../support/users';

type Headers = { authorization: string };

/** A member's stream on `app`, read up to its first event: open, and watching its session. */
async function openStream(app: App, headers: Headers) {
  const { port } = app.server.address() as AddressInfo;
  const controller = new AbortController();
  const response = await fetch(`http://127.0.0.1:${port}/api/notifications/stream`, {
    headers,
    signal: controller.signal,
  });
  expect(response.status).toBe(200);
  const reader = response.body!.getReader();
  const events = new EventReader(reader);
  await events.next();
  return {
    controller,
    events,
    /** Resolves once the server has ended the stream (no deadline: a stream left open fails by the test's timeout). */
    async closed(): Promise<void> {
      for (;;) if ((await reader.read()).done) return;
    },
  };
}

async function listening(app: App): Promise<App> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return app;
}

describe('a notification stream ends with the session it was opened with', () => {
  const { app } = useTestApp();
  const opened: AbortController[] = [];

  beforeAll(() => listening(app));

  afterEach(() => {
    for (const controller of opened.splice(0)) controller.abort();
  });

  async function stream(headers: Headers) {
    const open = await openStream(app, headers);
    opened.push(open.controller);
    return open;
  }

  async function expectStatus(
    method: 'DELETE' | 'PATCH' | 'POST',
    url: string,
    headers: Headers,
    payload?: object,
  ) {
    const response = await app.inject({ method, url, headers, payload });
    expect(response.statusCode).toBe(204);
  }

  const actions: Array<[string, (member: TestUser, own: Headers) => Promise<void>]> = [
    ['logout', (_member, own) => expectStatus('DELETE', '/api/auth/logout', own)],
    [
      'signing out every other device',
      async (member) =>
        expectStatus('DELETE', '/api/profile/sessions/others', await authHeaderFor(app, member)),
    ],
    [
      'a password change on another device',
      async (member) =>
        expectStatus('PATCH', '/api/profile/change-password', await authHeaderFor(app, member), {
          currentPassword: TEST_PASSWORD,
          newPassword: 'a brand new passphrase',
          confirmPassword: 'a brand new passphrase',
        }),
    ],
    [
      'a block by staff',
      async (member) => {
        const admin = await createTestUser(app, { roles: ['user', 'admin'] });
        await setRestriction(app.db, admin, member.id, { restriction: 'blocked', on: true });
      },
    ],
    [
      'the deletion of the account',
      (member, own) =>
        expectStatus('POST', '/api/profile/delete', own, {
          currentPassword: TEST_PASSWORD,
          nickname: member.nickname,
        }),
    ],
  ];

  it.each(actions)('ends at %s', async (_name, act) => {
    const member = await createTestUser(app);
    const own = await authHeaderFor(app, member);
    const open = await stream(own);
    await act(member, own);
    await open.closed();
  });

  it("keeps a stream of another member's, and of a session that goes on, open", async () => {
    const member = await createTestUser(app);
    const other = await createTestUser(app);
    const own = await authHeaderFor(app, member);
    const second = await authHeaderFor(app, member);
    const kept = await stream(own);
    const bystander = await stream(await authHeaderFor(app, other));
    const ending = await stream(second);
    await expectStatus('DELETE', '/api/auth/logout', second);
    await ending.closed();
    await deliverNotification(app, member.id, 'passwordChanged', {});
    await deliverNotification(app, other.id, 'passwordChanged', {});
    expect(await kept.events.next()).toMatchObject({ unread: 1 });
    expect(await bystander.events.next()).toMatchObject({ unread: 1 });
  });
});

(testsOnPostgres ? describe : describe.skip)('on two API processes', () => {
  const apps = useAppsOnOneDatabase(2);

  beforeAll(() => Promise.all(apps.map(listening)));

  it('ends a stream held by one process when the session ends on the other', async () => {
    const [holder, other] = apps as [App, App];
    const member = await createTestUser(holder);
    const own = await authHeaderFor(holder, member);
    const open = await openStream(holder, own);
    try {
      const response = await other.inject({
        method: 'DELETE',
        url: '/api/auth/logout',
        headers: own,
      });
      expect(response.statusCode).toBe(204);
      await open.closed();
    } finally {
      open.controller.abort();
    }
  });
});
