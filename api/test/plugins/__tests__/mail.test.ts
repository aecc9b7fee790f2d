import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { Writable } from 'node:stream';

import Fastify from 'fastify';
import nodemailer from 'nodemailer';

import { mailLink, renderMail } from '../../../src/mail/templates';
import mail, { type SmtpTransportFactory } from '../../../src/plugins/mail';
import { makeTempDir, removeTempDir, useTestAppEach, withTestApp } from '../../support/test-app';

const PUBLIC_URL = 'https://carclub.example';
const FROM = 'CarClub <no-reply@carclub.example>';
const SMTP_URL = 'smtps://mailer:smtp-secret-pass@smtp.example:465';

function collectLines(): { lines: string[]; logStream: Writable } {
  const lines: string[] = [];
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  return { lines, logStream };
}

/** Decodes RFC 2047 encoded words (`=?UTF-8?B?…?=`, `=?UTF-8?Q?…?=`) of a header value. */
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_match, encoding: string, data: string) =>
      encoding.toLowerCase() === 'b'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodeQuotedPrintable(data.replace(/_/g, ' ')),
    );
}

function decodeQuotedPrintable(data: string): string {
  const bytes = data
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_match, hex: string) => `%${hex}`)
    .replace(/[^%]/g, (char) => encodeURIComponent(char));
  return decodeURIComponent(bytes);
}

interface Part {
  contentType: string;
  body: string;
}

/** Just enough of RFC 822 / MIME for the messages nodemailer composes. */
function parseMessage(raw: string): { headers: Record<string, string>; parts: Part[] } {
  const [head = '', ...rest] = raw.split(/\r\n\r\n/);
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
  }
  const boundary = /boundary="?([^";]+)"?/.exec(headers['content-type'] ?? '')?.[1];
  if (boundary === undefined) throw new Error('expected a multipart message');
  const parts = rest
    .join('\r\n\r\n')
    .split(`--${boundary}`)
    .slice(1, -1)
    .map((section) => {
      const { headers: partHeaders, body } = (() => {
        const [partHead = '', ...partBody] = section.replace(/^\r\n/, '').split(/\r\n\r\n/);
        const parsed: Record<string, string> = {};
        for (const line of partHead.split('\r\n')) {
          const colon = line.indexOf(':');
          parsed[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
        }
        return { headers: parsed, body: partBody.join('\r\n\r\n').replace(/\r\n$/, '') };
      })();
      const encoding = partHeaders['content-transfer-encoding']?.toLowerCase();
      const decoded =
        encoding === 'base64'
          ? Buffer.from(body, 'base64').toString('utf8')
          : encoding === 'quoted-printable'
            ? decodeQuotedPrintable(body)
            : body;
      return { contentType: partHeaders['content-type'] ?? '', body: decoded };
    });
  return { headers, parts };
}

describe('mail plugin', () => {
  afterEach(() => {
    jest.restoreAllMocks();
  });

  describe('without SMTP_URL', () => {
    const { lines, logStream } = collectLines();
    beforeEach(() => {
      lines.length = 0;
    });
    // Each test reads the outbox, DATA_DIR/outbox, of an app of its own.
    const mailing = useTestAppEach({
      database: 'none',
      env: { PUBLIC_URL, MAIL_FROM: FROM, LOG_LEVEL: 'info' },
      logStream,
    });

    it.each([
      ['activation', 'uk'],
      ['passwordReset', 'en'],
    ] as const)('writes %s (%s) to DATA_DIR/outbox as a complete message', async (kind, lang) => {
      const { app, dataDir: workDir } = mailing;
      const link = mailLink(kind, app.config.publicUrl, 'secret-token-1');
      const rendered = renderMail(kind, { lang, link, nickname: 'Taras' });

      const sent = await app.mailer.send({ to: 'driver@example.com', ...rendered });

      const outbox = path.join(workDir, 'outbox');
      const files = (await readdir(outbox)).filter((name) => name.endsWith('.eml'));
      expect(files).toHaveLength(1);
      expect(files[0]).toMatch(/^\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d-\d{3}Z-[0-9a-f]{12}\.eml$/);
      expect(sent.file).toBe(path.join(outbox, files[0]!));
      // Beside it, what a developer reads without a mail client: the text as written, and the page.
      const readable = await readFile(sent.file!.replace(/\.eml$/, '.txt'), 'utf8');
      expect(readable).toContain(`To: driver@example.com\n`);
      expect(readable).toContain(`Subject: ${rendered.subject}\n`);
      expect(readable).toContain(`\n\n${rendered.text}`);
      expect(readable).toContain(link);
      expect(await readFile(sent.file!.replace(/\.eml$/, '.html'), 'utf8')).toBe(rendered.html);

      const { headers, parts } = parseMessage(await readFile(sent.file!, 'utf8'));
      expect(headers.from).toBe(FROM);
      expect(headers.to).toBe('driver@example.com');
      expect(decodeHeader(headers.subject ?? '')).toBe(rendered.subject);
      expect(headers['message-id']).toBe(sent.messageId);
      expect(headers['mime-version']).toBe('1.0');
      expect(headers['content-type']).toMatch(/^multipart\/alternative;/);

      const text = parts.find((part) => part.contentType.startsWith('text/plain'));
      const html = parts.find((part) => part.contentType.startsWith('text/html'));
      expect(text?.body.replace(/\r\n/g, '\n')).toBe(rendered.text);
      expect(html?.body.replace(/\r\n/g, '\n')).toBe(rendered.html);
      expect(text?.body).toContain(`${PUBLIC_URL}/`);
      expect(text?.body).toContain(link);
      expect(html?.body).toContain(`href="${link}"`);
    });

    it('logs the file and the link, never the body', async () => {
      const { app } = mailing;
      const link = mailLink('activation', PUBLIC_URL, 'secret-token-2');
      const rendered = renderMail('activation', { lang: 'en', link, nickname: 'Taras' });

      const { file } = await app.mailer.send({ to: 'driver@example.com', ...rendered });

      const entries = lines
        .map((line) => JSON.parse(line) as Record<string, unknown>)
        .filter((entry) => entry.msg === 'mail written to outbox');
      expect(entries).toHaveLength(1);
      expect(entries[0]).toMatchObject({ level: 30, file, link });
      const output = lines.join('\n');
      expect(output).not.toContain('safely ignore');
      expect(output).not.toContain('<html');
      expect(output).not.toContain(rendered.subject);
    });

    it('keeps every message in its own file', async () => {
      const { app, dataDir: workDir } = mailing;
      const message = { to: 'a@example.com', subject: 'Hi', text: 'Hi', html: '<p>Hi</p>' };

      await Promise.all([
        app.mailer.send(message),
        app.mailer.send(message),
        app.mailer.send(message),
      ]);

      const files = await readdir(path.join(workDir, 'outbox'));
      expect(files.filter((name) => name.endsWith('.eml'))).toHaveLength(3);
      // Each with its own readable copies, nothing else (no `.part` left behind).
      expect(files.filter((name) => name.endsWith('.txt'))).toHaveLength(3);
      expect(files.filter((name) => name.endsWith('.html'))).toHaveLength(3);
      expect(files).toHaveLength(9);
    });
  });

  describe('with SMTP_URL', () => {
    it('creates the nodemailer transport from SMTP_URL and closes it with the app', async () => {
      const sendMail = jest.fn().mockResolvedValue({ messageId: '<m1@carclub.example>' });
      const close = jest.fn();
      const createTransport = jest
        .spyOn(nodemailer, 'createTransport')
        .mockReturnValue({ sendMail, close } as unknown as ReturnType<
          typeof nodemailer.createTransport
        >);
      const { lines, logStream } = collectLines();
      const env = { SMTP_URL, MAIL_FROM: FROM, LOG_LEVEL: 'info' };
      await withTestApp({ database: 'none', env, logStream }, async (app, workDir) => {
        await app.ready();

        expect(createTransport).toHaveBeenCalledWith(SMTP_URL);
        const link = mailLink('passwordReset', app.config.publicUrl, 'secret-token-3');
        const rendered = renderMail('passwordReset', { lang: 'uk', link });
        await expect(app.mailer.send({ to: 'driver@example.com', ...rendered })).resolves.toEqual({
          messageId: '<m1@carclub.example>',
        });

        expect(sendMail).toHaveBeenCalledWith({
          from: FROM,
          to: 'driver@example.com',
          subject: rendered.subject,
          text: rendered.text,
          html: rendered.html,
        });
        await expect(stat(path.join(workDir, 'outbox'))).rejects.toMatchObject({ code: 'ENOENT' });
        // Real mail leaves the server: neither its link nor the SMTP credentials are logged.
        const output = lines.join('\n');
        expect(output).toContain('mail sent');
        expect(output).not.toContain('secret-token-3');
        expect(output).not.toContain('smtp-secret-pass');

        await app.close();
        expect(close).toHaveBeenCalledTimes(1);
      });
    });

    it('accepts an injected transport factory', async () => {
      const sendMail = jest.fn().mockResolvedValue({ messageId: '<m2@carclub.example>' });
      const close = jest.fn();
      const factory = jest.fn<ReturnType<SmtpTransportFactory>, Parameters<SmtpTransportFactory>>(
        () => ({ sendMail, close }),
      );
      const workDir = await makeTempDir();
      const app = Fastify({ logger: false });
      try {
        await app.register(mail, {
          smtpUrl: SMTP_URL,
          from: FROM,
          outboxDir: path.join(workDir, 'outbox'),
          createSmtpTransport: factory,
        });
        await app.ready();

        await app.mailer.send({ to: 'x@example.com', subject: 'S', text: 'T', html: '<p>H</p>' });

        expect(factory).toHaveBeenCalledWith(SMTP_URL);
        expect(sendMail).toHaveBeenCalledWith(
          expect.objectContaining({ from: FROM, to: 'x@example.com', subject: 'S' }),
        );
        await app.close();
        expect(close).toHaveBeenCalledTimes(1);
      } finally {
        await removeTempDir(workDir);
      }
    });
  });
});
