import {
  notificationPageSchema,
  notificationPreferencesSchema,
  tokenPairSchema,
  unreadCountSchema,
} from '@carclub/contracts';
import { eq } from 'drizzle-orm';

import { notifications } from '../../../../src/db/schema';
import { deliverNotification, deliverToMembers } from '../../../../src/lib/notifications/notify';
import type { MailMessage } from '../../../../src/plugins/mail';
import { createTestUser, type TestUser } from '../../../support/users';
import { bearer, newIp, PUBLIC_URL, useAuthTestApp } from '../../../support/auth-test-kit';

type Headers = { authorization: string };

const FIREFOX_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

describe('notifications: the centre, the events that fill it, preferences and unsubscribing', () => {
  const kit = useAuthTestApp();

  async function call(
    method: 'GET' | 'POST' | 'PUT' | 'PATCH',
    url: string,
    options: { headers?: Record<string, string>; payload?: object | string } = {},
  ) {
    const response = await kit.app.inject({ method, url, ...options, remoteAddress: newIp() });
    await kit.app.backgroundTasks.drain();
    return response;
  }

  /** A sign-in from a browser holding `deviceCookie` (none: a browser never seen). */
  async function signIn(
    member: TestUser,
    { deviceCookie, userAgent = FIREFOX_LINUX }: { deviceCookie?: string; userAgent?: string } = {},
  ) {
    const response = await call('POST', '/api/auth/login', {
      headers: { 'user-agent': userAgent, ...(deviceCookie ? { cookie: deviceCookie } : {}) },
      payload: { email: member.email, password: member.password },
    });
    expect(response.statusCode).toBe(200);
    const cookie = response.cookies.find((entry) => entry.name === 'carclub_device');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/auth' });
    return {
      headers: bearer(tokenPairSchema.parse(response.json()).accessToken),
      deviceCookie: `carclub_device=${cookie!.value}`,
    };
  }

  async function page(headers: Headers, query = '') {
    const response = await call('GET', `/api/notifications${query}`, { headers });
    expect(response.statusCode).toBe(200);
    return notificationPageSchema.parse(response.json());
  }

  const mailsTo = (member: TestUser): MailMessage[] =>
    kit.mails.filter((mail) => mail.to === member.email);

  it('notifies a sign-in from a browser the account has not used, not the first one or a known one', async () => {
    const member = await createTestUser(kit.app);
    const first = await signIn(member);
    expect((await page(first.headers)).items).toEqual([]);

    // The same browser again (its cookie): nothing new.
    await signIn(member, { deviceCookie: first.deviceCookie });
    expect((await page(first.headers)).items).toEqual([]);

    // Another browser, even one of the same make: a new sign-in, in the centre and by mail.
    await signIn(member, { userAgent: CHROME_WINDOWS });
    const { items, unread } = await page(first.headers);
    expect(unread).toBe(1);
    expect(items).toEqual([
      expect.objectContaining({
        kind: 'newSignIn',
        data: { browser: 'Chrome 131', os: 'Windows 10' },
        readAt: null,
      }),
    ]);
    const mail = mailsTo(member).at(-1)!;
    expect(mail.subject).toBe('Новий вхід у ваш обліковий запис CarClub');
    expect(mail.text).toContain('Chrome 131 на Windows 10');
    expect(mail.link).toBe(`${PUBLIC_URL}/profile/settings?tab=security`);
    // A security notice cannot be unsubscribed from.
    expect(mail.headers).toBeUndefined();
    expect(mail.text).not.toMatch(/Відписатися/);
  });

  it('writes the e-mails in the language the member last chose', async () => {
    const member = await createTestUser(kit.app);
    const { headers } = await signIn(member);
    const saved = await call('PUT', '/api/profile/language', {
      headers,
      payload: { language: 'en' },
    });
    expect(saved.statusCode).toBe(204);
    await signIn(member, { userAgent: CHROME_WINDOWS });
    const mail = mailsTo(member).at(-1)!;
    expect(mail.subject).toBe('A new sign-in to your CarClub account');
    expect(mail.text).toContain('Chrome 131 on Windows 10');
    expect(
      (await call('PUT', '/api/profile/language', { headers, payload: { language: 'de' } }))
        .statusCode,
    ).toBe(400);
  });

  it('notifies a changed password, in the centre and by mail, whatever the e-mail choice says', async () => {
    const member = await createTestUser(kit.app);
    const { headers } = await signIn(member);
    const refused = await call('PUT', '/api/profile/notification-preferences', {
      headers,
      payload: { items: [{ kind: 'passwordChanged', inApp: true, email: false }] },
    });
    expect(refused.statusCode).toBe(200);
    const saved = notificationPreferencesSchema.parse(refused.json());
    expect(saved.items.find((item) => item.kind === 'passwordChanged')).toEqual({
      kind: 'passwordChanged',
      inApp: true,
      email: true,
      emailLocked: true,
    });

    const changed = await call('PATCH', '/api/profile/change-password', {
      headers,
      payload: {
        currentPassword: member.password,
        newPassword: 'a brand new long secret 42',
        confirmPassword: 'a brand new long secret 42',
      },
    });
    expect(changed.statusCode).toBe(204);
    expect((await page(headers)).items.map((item) => item.kind)).toEqual(['passwordChanged']);
    expect(mailsTo(member).at(-1)).toMatchObject({
      subject: 'Пароль вашого облікового запису CarClub змінено',
      link: `${PUBLIC_URL}/forgot-password`,
    });
  });

  it('pages newest first without gaps or repeats, and marks one or all read', async () => {
    const member = await createTestUser(kit.app);
    const { headers } = await signIn(member);
    const start = Date.parse('2026-11-20T10:00:00.000Z');
    for (let index = 0; index < 25; index += 1) {
      await deliverNotification(
        kit.app,
        member.id,
        'vehicleRestored',
        { vehicleId: `car-${index}`, vehicleName: `Car ${index}` },
        // Two share each instant, so the boundary also has to order by id.
        { now: new Date(start + Math.floor(index / 2) * 1_000) },
      );
    }
    const first = await page(headers);
    expect(first.items).toHaveLength(20);
    expect(first.unread).toBe(25);
    expect(first.nextCursor).not.toBeNull();
    const second = await page(headers, `?cursor=${first.nextCursor}`);
    expect(second.items).toHaveLength(5);
    expect(second.nextCursor).toBeNull();
    const all = [...first.items, ...second.items];
    expect(new Set(all.map((item) => item.id)).size).toBe(25);
    const times = all.map((item) => Date.parse(item.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(all[0]!.data.vehicleName).toMatch(/Car 2[34]/);

    const one = await call('POST', `/api/notifications/${all[3]!.id}/read`, { headers });
    expect(unreadCountSchema.parse(one.json())).toEqual({ unread: 24 });
    expect((await page(headers)).items[3]!.readAt).not.toBeNull();
    // Reading it again changes nothing.
    expect(
      (await call('POST', `/api/notifications/${all[3]!.id}/read`, { headers })).json(),
    ).toEqual({
      unread: 24,
    });

    const everything = await call('POST', '/api/notifications/read-all', { headers });
    expect(everything.json()).toEqual({ unread: 0 });
    expect((await call('GET', '/api/notifications/unread', { headers })).json()).toEqual({
      unread: 0,
    });
  });

  it('keeps each member to their own notifications', async () => {
    const owner = await createTestUser(kit.app);
    const stranger = await createTestUser(kit.app);
    await deliverNotification(kit.app, owner.id, 'passwordChanged', {});
    const [row] = await kit.app.db
      .select({ id: notifications.id })
      .from(notifications)
      .where(eq(notifications.userId, owner.id));
    const { headers } = await signIn(stranger);
    expect((await page(headers)).items).toEqual([]);
    const read = await call('POST', `/api/notifications/${row!.id}/read`, { headers });
    expect(read.statusCode).toBe(404);
    expect((await call('GET', '/api/notifications')).statusCode).toBe(401);
    expect((await call('POST', '/api/notifications/not-an-id/read', { headers })).statusCode).toBe(
      400,
    );
    expect((await page(headers, '?cursor=garbage')).items).toEqual([]);
    expect((await call('GET', '/api/notifications?limit=500', { headers })).statusCode).toBe(400);
  });

  it('keeps a kind out of the centre when in-app is off, and out of the mailbox when e-mail is off', async () => {
    const member = await createTestUser(kit.app);
    const { headers } = await signIn(member);
    const defaults = notificationPreferencesSchema.parse(
      (await call('GET', '/api/profile/notification-preferences', { headers })).json(),
    );
    expect(defaults.items.find((item) => item.kind === 'vehicleHidden')).toEqual({
      kind: 'vehicleHidden',
      inApp: true,
      email: true,
      emailLocked: false,
    });
    await call('PUT', '/api/profile/notification-preferences', {
      headers,
      payload: { items: [{ kind: 'vehicleHidden', inApp: false, email: false }] },
    });
    const mailsBefore = mailsTo(member).length;
    await deliverNotification(kit.app, member.id, 'vehicleHidden', {
      vehicleId: 'v1',
      vehicleName: 'Golf',
    });
    expect((await page(headers)).items).toEqual([]);
    expect(mailsTo(member)).toHaveLength(mailsBefore);
  });

  it('delivers one event to many members at once, each as they chose, with their own counts', async () => {
    const [ann, bob, eve] = await Promise.all([1, 2, 3].map(() => createTestUser(kit.app)));
    const { headers: annHeaders } = await signIn(ann!);
    const { headers: bobHeaders } = await signIn(bob!);
    const { headers: eveHeaders } = await signIn(eve!);
    await deliverNotification(kit.app, ann!.id, 'vehicleRestored', {
      vehicleId: 'v0',
      vehicleName: 'Earlier',
    });
    await call('PUT', '/api/profile/notification-preferences', {
      headers: bobHeaders,
      payload: { items: [{ kind: 'vehicleHidden', inApp: false, email: true }] },
    });
    await call('PUT', '/api/profile/notification-preferences', {
      headers: eveHeaders,
      payload: { items: [{ kind: 'vehicleHidden', inApp: true, email: false }] },
    });
    const heard: Record<string, number[]> = {};
    const stops = [ann!, bob!, eve!].map((member) =>
      kit.app.notificationHub.subscribe(member.id, (event) => {
        (heard[member.nickname] ??= []).push(event.unread);
      }),
    );
    const mailsBefore = { bob: mailsTo(bob!).length, eve: mailsTo(eve!).length };

    // Ann twice and a member who no longer exists: each member once, the stranger skipped.
    await deliverToMembers(
      kit.app,
      [ann!.id, bob!.id, eve!.id, ann!.id, '00000000-0000-4000-8000-000000000000'],
      'vehicleHidden',
      { vehicleId: 'v1', vehicleName: 'Golf' },
    );
    // NOTIFY reaches listeners after the statement commits: wait for the two who keep in-app notices,
    // then a moment more, in which a third event would show.
    for (let waited = 0; waited < 2_000 && Object.keys(heard).length < 2; waited += 20) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
    stops.forEach((stop) => stop());

    expect((await page(annHeaders)).unread).toBe(2);
    expect((await page(bobHeaders)).items).toEqual([]);
    expect((await page(eveHeaders)).items.map((item) => item.kind)).toEqual(['vehicleHidden']);
    // The bells hear each member's own new count, once; nobody hears an event kept from them.
    expect(heard).toEqual({ [ann!.nickname]: [2], [eve!.nickname]: [1] });
    expect(mailsTo(bob!)).toHaveLength(mailsBefore.bob + 1);
    expect(mailsTo(eve!)).toHaveLength(mailsBefore.eve);
  });

  it('mails the other members when one address is refused', async () => {
    const [ann, bob, eve] = await Promise.all([1, 2, 3].map(() => createTestUser(kit.app)));
    const send = jest.mocked(kit.app.mailer.send);
    const deliver = send.getMockImplementation()!;
    send.mockImplementation(async (message) => {
      if (message.to === bob!.email) throw new Error('550 mailbox unavailable');
      return deliver(message);
    });
    try {
      await deliverToMembers(kit.app, [ann!.id, bob!.id, eve!.id], 'vehicleHidden', {
        vehicleId: 'v2',
        vehicleName: 'Passat',
      });
    } finally {
      send.mockImplementation(deliver);
    }
    expect(mailsTo(ann!)).toHaveLength(1);
    expect(mailsTo(bob!)).toHaveLength(0);
    expect(mailsTo(eve!)).toHaveLength(1);
  });

  it('checks an unsubscribe link without acting on it; only the confirm switches mail off', async () => {
    const member = await createTestUser(kit.app);
    const { headers } = await signIn(member);
    await deliverNotification(kit.app, member.id, 'vehicleHidden', {
      vehicleId: 'v1',
      vehicleName: 'A4',
    });
    const header = /^<(.+)>$/.exec(mailsTo(member).at(-1)!.headers?.['List-Unsubscribe'] ?? '');
    const token = new URL(header![1]!).searchParams.get('token')!;
    const check = (value: string) =>
      call('POST', '/api/notifications/unsubscribe/check', { payload: { token: value } });
    const emailOf = async () =>
      notificationPreferencesSchema
        .parse((await call('GET', '/api/profile/notification-preferences', { headers })).json())
        .items.find((item) => item.kind === 'vehicleHidden')!.email;

    const open = await check(token);
    expect(open.statusCode).toBe(200);
    expect(open.json()).toEqual({ kind: 'vehicleHidden', emailOn: true });
    expect(await emailOf()).toBe(true);

    expect(
      (await call('POST', '/api/notifications/unsubscribe', { payload: { token } })).statusCode,
    ).toBe(200);
    expect(await emailOf()).toBe(false);
    expect((await check(token)).json()).toEqual({ kind: 'vehicleHidden', emailOn: false });

    for (const bad of ['garbage', `${token}x`, token.replace('vehicleHidden', 'newSignIn')]) {
      const refused = await check(bad);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().details.fields.token).toEqual(['validation.linkInvalid']);
    }
  });

  it('unsubscribes in one click without signing in (RFC 8058), from one kind only', async () => {
    const member = await createTestUser(kit.app);
    const { headers } = await signIn(member);
    await deliverNotification(kit.app, member.id, 'vehicleHidden', {
      vehicleId: 'v1',
      vehicleName: 'Audi <b>A4</b>',
    });
    const mail = mailsTo(member).at(-1)!;
    expect(mail.subject).toBe('Модератор приховав ваше авто «Audi <b>A4</b>»');
    expect(mail.html).toContain('Audi &lt;b&gt;A4&lt;/b&gt;');
    expect(mail.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const header = /^<(.+)>$/.exec(mail.headers?.['List-Unsubscribe'] ?? '')?.[1];
    expect(header).toMatch(`${PUBLIC_URL}/api/notifications/unsubscribe?token=`);
    const pageLink = /(https:\/\/\S+\/unsubscribe\?token=\S+)/.exec(mail.text)?.[1];
    expect(new URL(pageLink!).searchParams.get('token')).toBe(
      new URL(header!).searchParams.get('token'),
    );

    // What a mail client sends: a form POST to the header's address, no cookie, no token header.
    const url = new URL(header!);
    const oneClick = await call('POST', `${url.pathname}${url.search}`, {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode).toBe(200);
    expect(oneClick.json()).toEqual({ kind: 'vehicleHidden' });
    const prefs = notificationPreferencesSchema.parse(
      (await call('GET', '/api/profile/notification-preferences', { headers })).json(),
    );
    expect(prefs.items.find((item) => item.kind === 'vehicleHidden')).toMatchObject({
      inApp: true,
      email: false,
    });
    expect(prefs.items.find((item) => item.kind === 'vehicleRestored')).toMatchObject({
      email: true,
    });

    const before = mailsTo(member).length;
    await deliverNotification(kit.app, member.id, 'vehicleHidden', {
      vehicleId: 'v1',
      vehicleName: 'A4',
    });
    expect(mailsTo(member)).toHaveLength(before);
    expect((await page(headers)).items).toHaveLength(2);

    // The site's page sends the token as JSON; a forged or security token is refused.
    const token = url.searchParams.get('token')!;
    const again = await call('POST', '/api/notifications/unsubscribe', { payload: { token } });
    expect(again.statusCode).toBe(200);
    const forged = token.replace('vehicleHidden', 'vehicleRestored');
    for (const bad of [forged, `${token}x`, 'a.b.c', token.replace('vehicleHidden', 'newSignIn')]) {
      const refused = await call('POST', '/api/notifications/unsubscribe', {
        payload: { token: bad },
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().details.fields.token).toEqual(['validation.linkInvalid']);
    }
  });
});
