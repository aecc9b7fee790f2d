import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';

import fp from 'fastify-plugin';
import nodemailer, { type Transporter } from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /**
   * The link the message carries (activation, password reset). Only the outbox logs it, so that a
   * developer without SMTP can follow it; it is never logged when mail really leaves the server.
   */
  link?: string;
  /** Extra header fields, e.g. `List-Unsubscribe` of a notification e-mail. */
  headers?: Record<string, string>;
  /** Where a reply goes, e.g. the visitor who wrote through the contact form. */
  replyTo?: string;
}

export interface SentMail {
  messageId: string;
  /** The `.eml` file in the outbox, when there is no SMTP server; `.txt` and `.html` beside it. */
  file?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<SentMail>;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

/** Creates the SMTP transport from `SMTP_URL`; tests replace it so that nothing opens a socket. */
export type SmtpTransportFactory = (smtpUrl: string) => Pick<Transporter, 'sendMail' | 'close'>;

const defaultSmtpTransport: SmtpTransportFactory = (smtpUrl) => nodemailer.createTransport(smtpUrl);

export interface MailPluginOptions {
  /** SMTP server (smtp:// or smtps://); without it messages go to `outboxDir`. */
  smtpUrl?: string;
  /** Sender, e.g. `CarClub <no-reply@carclub.local>`. */
  from: string;
  /** Folder the `.eml` files are written to when there is no SMTP server (`DATA_DIR/outbox`). */
  outboxDir: string;
  createSmtpTransport?: SmtpTransportFactory;
}

/** `2026-11-22T07-56-33-123Z`: sortable and valid in file names everywhere. */
function fileTimestamp(date: Date): string {
  return date.toISOString().replace(/[:.]/g, '-');
}

/**
 * The message as a developer reads it: its envelope, then its text. The `.eml` is what a mail
 * client opens, but its body is base64 and its subject encoded (issue 29 point 10).
 */
function readableCopy({ to, subject, text }: MailMessage, from: string, date: Date): string {
  return `From: ${from}\nTo: ${to}\nDate: ${date.toISOString()}\nSubject: ${subject}\n\n${text}\n`;
}

/**
 * `app.mailer.send(message)`: nodemailer over `SMTP_URL` when set; otherwise each message is written
 * as a complete RFC 822 message to `DATA_DIR/outbox/<timestamp>-<id>.eml`, with its readable text
 * (`.txt`) and its HTML page (`.html`) beside it, and one info line names the file and the
 * message's link (never the body).
 */
export default fp<MailPluginOptions>(
  async (app, { smtpUrl, from, outboxDir, createSmtpTransport = defaultSmtpTransport }) => {
    let mailer: Mailer;

    if (smtpUrl !== undefined) {
      const transport = createSmtpTransport(smtpUrl);
      app.addHook('onClose', async () => transport.close());
      mailer = {
        async send({ to, subject, text, html, headers, replyTo }) {
          const message = { from, to, replyTo, subject, text, html, headers };
          const info = (await transport.sendMail(message)) as {
            messageId?: string;
          };
          const messageId = info.messageId ?? '';
          app.log.info({ messageId }, 'mail sent');
          return { messageId };
        },
      };
    } else {
      // Builds the message exactly as SMTP would send it, but hands back the bytes instead.
      const composer = nodemailer.createTransport({ streamTransport: true, buffer: true });
      mailer = {
        async send(message) {
          const { to, subject, text, html, link, headers, replyTo } = message;
          const info = await composer.sendMail({ from, to, replyTo, subject, text, html, headers });
          await mkdir(outboxDir, { recursive: true });
          const now = new Date();
          const base = path.join(
            outboxDir,
            `${fileTimestamp(now)}-${randomBytes(6).toString('hex')}`,
          );
          const file = `${base}.eml`;
          // The readable copies first: once the `.eml` is there, so are they.
          await writeFile(`${base}.txt`, readableCopy(message, from, now), { flag: 'wx' });
          await writeFile(`${base}.html`, html, { flag: 'wx' });
          // Written aside and renamed, so a reader of the outbox never sees half a message.
          const partial = `${file}.part`;
          await writeFile(partial, info.message as Buffer, { flag: 'wx' });
          await rename(partial, file);
          app.log.info({ file, link }, 'mail written to outbox');
          return { messageId: info.messageId, file };
        },
      };
    }

    app.decorate('mailer', mailer);
  },
  { name: 'mail' },
);
