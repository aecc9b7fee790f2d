import { pendingEmailChangeSchema, tokenPairSchema } from '@carclub/contracts';
import { eq } from 'drizzle-orm';

import { emailChanges, users } from '../../../../src/db/schema';
import { EMAIL_CHANGE_CANCEL_TTL_MS } from '../../../../src/lib/profile/email-change';
import type { MailMessage } from '../../../../src/plugins/mail';
import { createTestUser, type TestUser } from '../../../support/users';
import { bearer, linkToken, newIp, useAuthTestApp } from '../../../support/auth-test-kit';

type Headers = { authorization: string };

describe('changing the e-mail address: confirmed by the new one, stoppable by the old one', () => {
  const kit = useAuthTestApp();

  /** Answers after the work done after the answer (lookups, mail). */
  async function call(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    options: { headers?: Headers; payload?: object } = {},
  ) {
    const response = await kit.app.inject({ method, url, ...options, remoteAddress: newIp() });
    await kit.app.backgroundTasks.drain();
    return response;
  }

  async function signIn(member: Pick<TestUser, 'email' | 'password'>): Promise<Headers> {
    const response = await call('POST', '/api/auth/login', {
      payload: { email: member.email, password: member.password },
    });
    expect(response.statusCode).toBe(200);
    return bearer(tokenPairSchema.parse(response.json()).accessToken);
  }

  const mailsTo = (address: string) => kit.mails.filter((mail) => mail.to === address);
  const lastMailTo = (address: string): MailMessage | undefined => mailsTo(address).at(-1);

  async function emailOf(member: TestUser): Promise<string> {
    const [row] = await kit.app.db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, member.id));
    return row!.email;
  }

  function requestChange(headers: Headers, newEmail: string, currentPassword: string) {
    return call('POST', '/api/profile/email-change', {
      headers,
      payload: { newEmail, currentPassword },
    });
  }

  async function startChange(member: TestUser, newEmail: string) {
    const headers = await signIn(member);
    const response = await requestChange(headers, newEmail, member.password);
    expect(response.statusCode).toBe(202);
    return {
      headers,
      confirmToken: () => linkToken(lastMailTo(newEmail), '/confirm-email'),
      cancelToken: linkToken(lastMailTo(member.email), '/cancel-email-change'),
    };
  }

  it('changes nothing until the new address follows its link; the old address is told', async () => {
    const member = await createTestUser(kit.app);
    const newEmail = `moved-${member.nickname}@example.net`;
    const { headers, confirmToken } = await startChange(member, newEmail);

    expect(await emailOf(member)).toBe(member.email);
    const pending = pendingEmailChangeSchema.parse(
      (await call('GET', '/api/profile/email-change', { headers })).json(),
    );
    expect(pending.pending?.email).toBe(newEmail);
    expect(Date.parse(pending.pending!.expiresAt) - Date.now()).toBeGreaterThan(23 * 3_600_000);
    expect(lastMailTo(member.email)?.subject).toMatch(/зміну адреси|e-mail address was requested/);

    // Read now: once confirmed, the newest mail to the new address is the notice that it changed.
    const token = confirmToken();
    const confirmed = await call('POST', '/api/profile/email-change/confirm', {
      payload: { token },
    });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ email: newEmail });
    expect(await emailOf(member)).toBe(newEmail);
    await signIn({ email: newEmail, password: member.password });
    expect(
      pendingEmailChangeSchema.parse(
        (await call('GET', '/api/profile/email-change', { headers })).json(),
      ),
    ).toEqual({ pending: null });
    await kit.app.backgroundTasks.drain();
    const toNew = kit.mails.filter((mail) => mail.to === newEmail).map((mail) => mail.subject);
    expect(toNew).toContainEqual(expect.stringMatching(/Адресу вашого|e-mail address was changed/));
    // Single use.
    const again = await call('POST', '/api/profile/email-change/confirm', {
      payload: { token },
    });
    expect(again.statusCode).toBe(400);
  });

  it('needs the current password: wrong is 400 and mails nothing; none at all (Google) is 403', async () => {
    const member = await createTestUser(kit.app);
    const headers = await signIn(member);
    const before = kit.mails.length;
    const wrong = await requestChange(
      headers,
      `x-${member.nickname}@example.net`,
      'not my password',
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().details.fields).toEqual({
      currentPassword: ['messages.currentPasswordIncorrect'],
    });
    const same = await requestChange(headers, member.email, member.password);
    expect(same.json().details.fields).toEqual({ newEmail: ['validation.emailUnchanged'] });
    expect(kit.mails.length).toBe(before);

    await kit.app.db.update(users).set({ passwordHash: null }).where(eq(users.id, member.id));
    const googleOnly = await requestChange(
      headers,
      `y-${member.nickname}@example.net`,
      member.password,
    );
    expect(googleOnly.statusCode).toBe(403);
    expect(
      (
        await call('POST', '/api/profile/email-change', {
          payload: { newEmail: 'a@b.cd', currentPassword: 'x' },
        })
      ).statusCode,
    ).toBe(401);
  });

  it('answers alike for an address another member has; only the mail to it says so', async () => {
    const member = await createTestUser(kit.app);
    const other = await createTestUser(kit.app);
    const headers = await signIn(member);
    const free = await requestChange(
      headers,
      `free-${member.nickname}@example.net`,
      member.password,
    );
    const taken = await requestChange(headers, other.email, member.password);
    expect(taken.statusCode).toBe(free.statusCode);
    expect(Object.keys(taken.json().pending)).toEqual(Object.keys(free.json().pending));
    expect(taken.json().pending.email).toBe(other.email);

    const toOther = lastMailTo(other.email)!;
    expect(toOther.subject).toMatch(/вже використовує|already has a CarClub account/);
    expect(toOther.link).toBe('https://carclub.example/forgot-password');
    expect(await emailOf(member)).toBe(member.email);
  });

  it('is stopped by the old address before confirmation: every session ends, the link dies', async () => {
    const member = await createTestUser(kit.app);
    const { headers, confirmToken, cancelToken } = await startChange(
      member,
      `thief-${member.nickname}@example.net`,
    );
    const cancelled = await call('POST', '/api/profile/email-change/cancel', {
      payload: { token: cancelToken },
    });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toEqual({ email: member.email });
    expect((await call('GET', '/api/auth/me', { headers })).statusCode).toBe(401);
    const confirm = await call('POST', '/api/profile/email-change/confirm', {
      payload: { token: confirmToken() },
    });
    expect(confirm.statusCode).toBe(400);
    expect(await emailOf(member)).toBe(member.email);
    expect(
      (await call('POST', '/api/profile/email-change/cancel', { payload: { token: cancelToken } }))
        .statusCode,
    ).toBe(400);
  });

  it('is undone by the old address after confirmation, with the reset links of the new one', async () => {
    const member = await createTestUser(kit.app);
    const thief = `thief2-${member.nickname}@example.net`;
    const { confirmToken, cancelToken } = await startChange(member, thief);
    await call('POST', '/api/profile/email-change/confirm', { payload: { token: confirmToken() } });
    await call('POST', '/api/auth/forgot-password', { payload: { email: thief } });
    const resetToken = linkToken(lastMailTo(thief), '/reset-password');

    const undone = await call('POST', '/api/profile/email-change/cancel', {
      payload: { token: cancelToken },
    });
    expect(undone.json()).toEqual({ email: member.email });
    expect(await emailOf(member)).toBe(member.email);
    const reset = await call('POST', '/api/auth/reset-password', {
      payload: {
        token: resetToken,
        password: 'the thief wants in',
        confirmPassword: 'the thief wants in',
      },
    });
    expect(reset.statusCode).toBe(400);
    await signIn(member);
  });

  it('is undone by the first notice even after a second change, whose links then die', async () => {
    const victim = await createTestUser(kit.app);
    const first = `first-${victim.nickname}@example.net`;
    const second = `second-${victim.nickname}@example.net`;
    // The attacker has the phished password: one change, then another from the first new address.
    const { confirmToken, cancelToken } = await startChange(victim, first);
    await call('POST', '/api/profile/email-change/confirm', { payload: { token: confirmToken() } });
    const moved = await startChange({ ...victim, email: first }, second);
    await call('POST', '/api/profile/email-change/confirm', {
      payload: { token: moved.confirmToken() },
    });
    expect(await emailOf(victim)).toBe(second);

    const undone = await call('POST', '/api/profile/email-change/cancel', {
      payload: { token: cancelToken },
    });
    expect(undone.statusCode).toBe(200);
    expect(undone.json()).toEqual({ email: victim.email });
    expect(await emailOf(victim)).toBe(victim.email);
    // The second notice, at the attacker's first address, cannot undo the undo.
    const counter = await call('POST', '/api/profile/email-change/cancel', {
      payload: { token: moved.cancelToken },
    });
    expect(counter.statusCode).toBe(400);
    expect(await emailOf(victim)).toBe(victim.email);
    // A reset now reaches the victim only.
    await call('POST', '/api/auth/forgot-password', { payload: { email: second } });
    await call('POST', '/api/auth/forgot-password', { payload: { email: first } });
    await call('POST', '/api/auth/forgot-password', { payload: { email: victim.email } });
    expect(mailsTo(second).some((mail) => mail.link?.includes('/reset-password'))).toBe(false);
    expect(mailsTo(first).some((mail) => mail.link?.includes('/reset-password'))).toBe(false);
    expect(lastMailTo(victim.email)?.link).toContain('/reset-password');
  });

  it('expires: the confirmation after 24 h (410), the cancel link after 7 days (410)', async () => {
    const member = await createTestUser(kit.app);
    const { confirmToken, cancelToken } = await startChange(
      member,
      `late-${member.nickname}@example.net`,
    );
    const longAgo = new Date(Date.now() - EMAIL_CHANGE_CANCEL_TTL_MS - 1_000);
    await kit.app.db
      .update(emailChanges)
      .set({ createdAt: longAgo, expiresAt: new Date(Date.now() - 1_000) })
      .where(eq(emailChanges.userId, member.id));
    const confirm = await call('POST', '/api/profile/email-change/confirm', {
      payload: { token: confirmToken() },
    });
    expect(confirm.statusCode).toBe(410);
    expect(confirm.json().details.fields).toEqual({ token: ['validation.linkExpired'] });
    const cancel = await call('POST', '/api/profile/email-change/cancel', {
      payload: { token: cancelToken },
    });
    expect(cancel.statusCode).toBe(410);
  });

  it('resends a fresh link (the old one stops working), at most 3 times in 15 minutes, and can be withdrawn', async () => {
    const member = await createTestUser(kit.app);
    const newEmail = `again-${member.nickname}@example.net`;
    const { headers, confirmToken } = await startChange(member, newEmail);
    const first = confirmToken();
    expect((await call('POST', '/api/profile/email-change/resend', { headers })).statusCode).toBe(
      202,
    );
    const second = confirmToken();
    expect(second).not.toBe(first);
    expect(
      (await call('POST', '/api/profile/email-change/confirm', { payload: { token: first } }))
        .statusCode,
    ).toBe(400);
    await call('POST', '/api/profile/email-change/resend', { headers });
    await call('POST', '/api/profile/email-change/resend', { headers });
    expect((await call('POST', '/api/profile/email-change/resend', { headers })).statusCode).toBe(
      429,
    );

    expect((await call('DELETE', '/api/profile/email-change', { headers })).statusCode).toBe(204);
    expect((await call('GET', '/api/profile/email-change', { headers })).json()).toEqual({
      pending: null,
    });
    expect(
      (
        await call('POST', '/api/profile/email-change/confirm', {
          payload: { token: confirmToken() },
        })
      ).statusCode,
    ).toBe(400);
  });

  it('makes "access token → change e-mail → reset password" impossible', async () => {
    const victim = await createTestUser(kit.app);
    const attacker = `attacker-${victim.nickname}@example.net`;
    // The attacker has a stolen access token of the victim, and nothing else.
    const stolen = await signIn(victim);

    const direct = await call('PUT', '/api/profile', {
      headers: stolen,
      payload: { nickname: victim.nickname, email: attacker },
    });
    expect(direct.statusCode).toBe(403);
    for (const guess of ['password', '12345678', 'qwerty123']) {
      expect((await requestChange(stolen, attacker, guess)).statusCode).toBe(400);
    }
    expect(
      (await call('POST', '/api/profile/email-change/resend', { headers: stolen })).statusCode,
    ).toBe(404);
    await call('POST', '/api/auth/forgot-password', { payload: { email: attacker } });
    await call('POST', '/api/auth/forgot-password', { payload: { email: victim.email } });

    expect(mailsTo(attacker)).toEqual([]);
    expect(await emailOf(victim)).toBe(victim.email);
    expect(mailsTo(victim.email).map((mail) => new URL(mail.link!).pathname)).toEqual([
      '/reset-password',
    ]);
  });
});
