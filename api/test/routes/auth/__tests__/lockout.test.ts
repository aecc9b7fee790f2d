import { deferredMailKey } from '../../../../src/lib/auth/mail-requests';
import { DEVICE_COOKIE } from '../../../../src/lib/auth/known-devices';
import {
  ACCOUNT_MAIL_LIMIT,
  LOGIN_ACCOUNT_LOCK_FAILURES,
} from '../../../../src/lib/auth/rate-limits';
import { createTestUser } from '../../../support/users';
import { linkToken, newIp, useAuthTestApp } from '../../../support/auth-test-kit';
import { runWaitingJobsNow } from '../../../support/jobs';

let ipv6Networks = 0;

describe('auth routes: nobody can lock a member out', () => {
  const kit = useAuthTestApp();

  async function post(url: string, payload: object, remoteAddress: string) {
    const response = await kit.app.inject({ method: 'POST', url, payload, remoteAddress });
    await kit.app.backgroundTasks.drain();
    return response;
  }

  const mailsTo = (email: string) => kit.mails.filter((mail) => mail.to === email);

  /** Wrong passwords from `client` until it is told to wait; returns how many were checked. */
  async function guessUntilRefused(email: string, client: string): Promise<number> {
    for (let guesses = 0; guesses < 50; guesses += 1) {
      const answer = await post('/api/auth/login', { email, password: 'a wrong guess' }, client);
      if (answer.statusCode === 429) return guesses;
      expect(answer.statusCode).toBe(401);
    }
    throw new Error('the guesser was never refused');
  }

  it("lets the owner's right password in after wrong ones from anywhere else", async () => {
    const owner = await createTestUser(kit.app);
    // The attack: ten wrong passwords from anywhere, then more from one machine.
    for (let i = 0; i < 10; i += 1) {
      await post('/api/auth/login', { email: owner.email, password: 'a wrong guess' }, newIp());
    }
    const guesser = newIp();
    expect(await guessUntilRefused(owner.email, guesser)).toBeLessThanOrEqual(10);

    const signIn = await post(
      '/api/auth/login',
      { email: owner.email, password: owner.password },
      newIp(),
    );
    expect(signIn.statusCode).toBe(200);
    // The guesser is still held back.
    const again = await post(
      '/api/auth/login',
      { email: owner.email, password: 'a wrong guess' },
      guesser,
    );
    expect(again.statusCode).toBe(429);
  });

  it('stops guesses spread over many addresses, except from browsers the account signed in from', async () => {
    const owner = await createTestUser(kit.app);
    const login = (password: string, remoteAddress: string, cookie?: string) =>
      kit.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: owner.email, password },
        remoteAddress,
        ...(cookie === undefined ? {} : { headers: { cookie } }),
      });
    const first = await login(owner.password, newIp());
    expect(first.statusCode).toBe(200);
    const device = first.cookies.find((cookie) => cookie.name === DEVICE_COOKIE)!;
    const ownBrowser = `${DEVICE_COOKIE}=${device.value}`;

    // One guess from each of many addresses: no address reaches a budget of its own.
    for (let i = 0; i < LOGIN_ACCOUNT_LOCK_FAILURES; i += 1) {
      expect((await login('a wrong guess', newIp())).statusCode).toBe(401);
    }
    // Now no new browser is heard, whatever password or address: guessing has stopped.
    const stranger = await login(owner.password, newIp());
    expect(stranger.statusCode).toBe(429);
    expect(Number(stranger.headers['retry-after'])).toBeGreaterThan(0);
    expect(
      (await login(owner.password, newIp(), `${DEVICE_COOKIE}=${'x'.repeat(43)}`)).statusCode,
    ).toBe(429);
    // The owner's own browser, from yet another address, still signs in.
    expect((await login(owner.password, newIp(), ownBrowser)).statusCode).toBe(200);
  });

  it('counts an IPv6 client by its /64, however many of its addresses it uses', async () => {
    const owner = await createTestUser(kit.app);
    const prefix = `2001:db8:${(++ipv6Networks).toString(16)}:1`;
    let refusedAfter: number | undefined;
    for (let i = 1; i <= 30 && refusedAfter === undefined; i += 1) {
      const answer = await post(
        '/api/auth/login',
        { email: owner.email, password: 'a wrong guess' },
        `${prefix}:${i.toString(16)}::${i.toString(16)}`,
      );
      if (answer.statusCode === 429) refusedAfter = i - 1;
      else expect(answer.statusCode).toBe(401);
    }
    expect(refusedAfter).toBeDefined();
    expect(refusedAfter).toBeLessThan(LOGIN_ACCOUNT_LOCK_FAILURES);
    // Another /64 is another client.
    const elsewhere = await post(
      '/api/auth/login',
      { email: owner.email, password: owner.password },
      `2001:db8:${(++ipv6Networks).toString(16)}:2::1`,
    );
    expect(elsewhere.statusCode).toBe(200);
  });

  it("mails the owner's reset link within 15 minutes, whatever strangers asked before", async () => {
    const owner = await createTestUser(kit.app);
    for (let i = 0; i < ACCOUNT_MAIL_LIMIT.max; i += 1) {
      expect(
        (await post('/api/auth/forgot-password', { email: owner.email }, newIp())).statusCode,
      ).toBe(202);
    }
    expect(mailsTo(owner.email)).toHaveLength(ACCOUNT_MAIL_LIMIT.max);

    // The owner is not refused, however many strangers keep asking.
    for (let i = 0; i < 5; i += 1) {
      const answer = await post('/api/auth/forgot-password', { email: owner.email }, newIp());
      expect(answer.statusCode).toBe(202);
    }
    // The inbox is not flooded: one more mail is owed, due when the 15 minutes end.
    await kit.app.backgroundTasks.drain();
    expect(mailsTo(owner.email)).toHaveLength(ACCOUNT_MAIL_LIMIT.max);
    const owed = deferredMailKey('passwordReset', owner.email);
    const dueInMs = await kit.app.jobs.waitingFor('owed-account-mail', owed);
    expect(dueInMs).toBeGreaterThan(0);
    expect(dueInMs).toBeLessThanOrEqual(15 * 60_000);

    await runWaitingJobsNow(kit.app, 'owed-account-mail', owed);
    expect(mailsTo(owner.email)).toHaveLength(ACCOUNT_MAIL_LIMIT.max + 1);

    const password = 'my own new password';
    const reset = await post(
      '/api/auth/reset-password',
      {
        token: linkToken(mailsTo(owner.email).at(-1), '/reset-password'),
        password,
        confirmPassword: password,
      },
      newIp(),
    );
    expect(reset.statusCode).toBe(204);
  });

  it('clears the counters once a reset completes', async () => {
    const owner = await createTestUser(kit.app);
    const client = newIp();
    await guessUntilRefused(owner.email, client);
    for (let i = 0; i < ACCOUNT_MAIL_LIMIT.max + 1; i += 1) {
      await post('/api/auth/forgot-password', { email: owner.email }, newIp());
    }
    await kit.app.backgroundTasks.drain();
    const owed = deferredMailKey('passwordReset', owner.email);
    expect(await kit.app.jobs.waitingFor('owed-account-mail', owed)).toBeDefined();

    const password = 'a fresh start password';
    const reset = await post(
      '/api/auth/reset-password',
      {
        token: linkToken(mailsTo(owner.email).at(-1), '/reset-password'),
        password,
        confirmPassword: password,
      },
      client,
    );
    expect(reset.statusCode).toBe(204);

    // The client that was told to wait signs in at once, and the owed mail is no longer sent.
    const signIn = await post('/api/auth/login', { email: owner.email, password }, client);
    expect(signIn.statusCode).toBe(200);
    expect(await kit.app.jobs.waitingFor('owed-account-mail', owed)).toBeUndefined();
    const mailsBefore = mailsTo(owner.email).length;
    expect(
      (await post('/api/auth/forgot-password', { email: owner.email }, client)).statusCode,
    ).toBe(202);
    expect(mailsTo(owner.email)).toHaveLength(mailsBefore + 1);
  });
});
