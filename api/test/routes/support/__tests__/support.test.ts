import {
  buildTestApp,
  DATABASE_TIMEOUT_MS,
  makeTempDir,
  removeTempDir,
} from '../../../support/test-app';
import {
  decodeHeader,
  headerFields,
  type SmtpSink,
  startSmtpSink,
} from '../../../support/smtp-sink';
import { authHeaderFor, createTestUser } from '../../../support/users';
import type { App } from '../../../../src/app-type';
import { newIp } from '../../../support/auth-test-kit';

const STAFF = 'help@carclub.example';

describe('the contact form: messages to the team over real SMTP', () => {
  let smtp: SmtpSink;
  let app: App;
  let dataDir: string;

  beforeAll(async () => {
    smtp = await startSmtpSink();
    dataDir = await makeTempDir();
    app = buildTestApp(
      { DATA_DIR: dataDir, SMTP_URL: smtp.url, SUPPORT_EMAIL: STAFF },
      { database: 'fresh' },
    );
    await app.ready();
  }, DATABASE_TIMEOUT_MS);

  afterAll(async () => {
    await app?.close();
    await smtp?.close();
    await removeTempDir(dataDir);
  });

  const message = {
    name: 'Olena',
    email: 'olena@example.com',
    category: 'blocked',
    subject: 'My account is blocked',
    message: 'I think this is a mistake.\nPlease look again.',
  };

  const send = (payload: object, options: { ip?: string; headers?: Record<string, string> } = {}) =>
    app.inject({
      method: 'POST',
      url: '/api/support?lang=en',
      payload,
      headers: options.headers,
      remoteAddress: options.ip ?? newIp(),
    });

  it('shows the configured address', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/support' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ email: STAFF });
  });

  it("mails the team, with the visitor's address to reply to", async () => {
    const before = smtp.received.length;
    const response = await send(message);
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ accepted: true });
    const mail = smtp.received[before]!;
    expect(mail.to).toEqual([STAFF]);
    const fields = Object.fromEntries(headerFields(mail.raw));
    expect(fields['reply-to']).toBe('olena@example.com');
    expect(decodeHeader(fields.subject!)).toBe(
      '[CarClub] Блокування / Blocked account: My account is blocked',
    );
    expect(mail.raw).toContain('I think this is a mistake.');
  });

  it("uses a signed-in member's own address when the form leaves it out", async () => {
    const member = await createTestUser(app);
    const before = smtp.received.length;
    const response = await send(
      { category: 'account', subject: 'Question', message: 'Hello' },
      { headers: await authHeaderFor(app, member) },
    );
    expect(response.statusCode).toBe(202);
    const fields = Object.fromEntries(headerFields(smtp.received[before]!.raw));
    expect(fields['reply-to']).toBe(member.email);
    expect(smtp.received[before]!.raw).toContain(member.nickname);
  });

  it('refuses a guest without an address, and names every bad field', async () => {
    const before = smtp.received.length;
    const noAddress = await send({ category: 'other', subject: 'Hi', message: 'Hello' });
    expect(noAddress.statusCode).toBe(400);
    expect(noAddress.json()).toMatchObject({
      details: { fields: { email: ['validation.required'] } },
    });
    const bad = await send({ email: 'not an address', category: 'nope', subject: '', message: '' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().details.fields as object).sort()).toEqual([
      'category',
      'email',
      'message',
      'subject',
    ]);
    expect(smtp.received).toHaveLength(before);
  });

  it('lets no header field be forged through the subject or the address', async () => {
    const before = smtp.received.length;
    const subject = await send({ ...message, subject: 'Hi\r\nBcc: victim@example.org' });
    expect(subject.statusCode).toBe(400);
    expect(subject.json()).toMatchObject({
      details: { fields: { subject: ['validation.controlCharacters'] } },
    });
    const address = await send({
      ...message,
      email: 'olena@example.com\r\nBcc: victim@example.org',
    });
    expect(address.statusCode).toBe(400);
    const name = await send({ ...message, name: 'Olena\nBcc: victim@example.org' });
    expect(name.statusCode).toBe(400);
    expect(smtp.received).toHaveLength(before);

    // What does pass (a multi-line message, header-like text) stays in the body.
    const body = await send({ ...message, message: 'line one\r\nBcc: victim@example.org\r\n' });
    expect(body.statusCode).toBe(202);
    const mail = smtp.received[before]!;
    expect(mail.to).toEqual([STAFF]);
    expect(headerFields(mail.raw).map(([field]) => field)).not.toContain('bcc');
  });

  it('allows 5 messages an hour from one client, then answers 429', async () => {
    const ip = newIp();
    for (let sent = 0; sent < 5; sent += 1) {
      expect((await send(message, { ip })).statusCode).toBe(202);
    }
    const refused = await send(message, { ip });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
  });
});
