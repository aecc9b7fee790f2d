import type { MailMessage } from '../../src/plugins/mail';
import type { App } from '../../src/app-type';
import { DATABASE_TIMEOUT_MS, openTestDatabase, useTestApp } from './test-app';

export const PUBLIC_URL = 'https://carclub.example';

export interface AuthTestApp {
  app: App;
  /** Every message the app handed to the mailer, oldest first. */
  mails: MailMessage[];
}

// Prepares the worker's template database outside Fastify's plugin timeout, which a busy machine
// can otherwise exceed while migrating and seeding it.
async function warmTemplate(): Promise<void> {
  const warm = await openTestDatabase('shared')();
  await warm.close();
}

function recordMails(app: App, mails: MailMessage[]): void {
  jest.spyOn(app.mailer, 'send').mockImplementation(async (message) => {
    mails.push(message);
    return { messageId: `<test-${mails.length}@carclub.example>` };
  });
}

/**
 * useTestApp for a file of auth tests: the real app on a private database at PUBLIC_URL, whose
 * mailer records messages instead of writing them (mail delivery itself is the mail plugin's
 * tests' business).
 */
export function useAuthTestApp(env: Record<string, string> = {}): AuthTestApp {
  beforeAll(warmTemplate, DATABASE_TIMEOUT_MS);
  const { app } = useTestApp({ env: { PUBLIC_URL, ...env } });
  const mails: MailMessage[] = [];
  beforeAll(() => recordMails(app, mails));
  return { app, mails };
}

/** The `token` of the link in a mail, after checking the link points at `path` of the site. */
export function linkToken(mail: MailMessage | undefined, path: string): string {
  if (!mail?.link) throw new Error('expected a mail with a link');
  const url = new URL(mail.link);
  expect(`${url.origin}${url.pathname}`).toBe(`${PUBLIC_URL}${path}`);
  expect(mail.text).toContain(mail.link);
  const token = url.searchParams.get('token');
  if (!token) throw new Error('expected a token in the link');
  return token;
}

let sequence = 0;

/** A fresh nickname/e-mail pair, so tests of one file do not collide on the shared database. */
export function newIdentity(prefix = 'driver'): {
  email: string;
  nickname: string;
  password: string;
} {
  sequence += 1;
  const nickname = `${prefix}${sequence}${Math.random().toString(36).slice(2, 7)}`;
  return { email: `${nickname}@example.com`, nickname, password: 'long enough password' };
}

let ipSequence = 0;

/** A different client address per call, so per-IP limits of one test do not affect another. */
export function newIp(): string {
  ipSequence += 1;
  return `10.0.${Math.floor(ipSequence / 250)}.${(ipSequence % 250) + 1}`;
}

export function bearer(accessToken: string): { authorization: string } {
  return { authorization: `Bearer ${accessToken}` };
}
