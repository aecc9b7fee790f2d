import type { App } from '../../app-type';
import { mailLink, type MailKind, renderMail, type RenderedMail } from '../../mail/templates';
import { describeError } from '../logger';

/** What account mail uses of the app: the mailer, the log for failures, the public URL for links. */
export type AccountMailApp = Pick<App, 'mailer' | 'log' | 'config' | 'backgroundTasks'>;

export interface MailRecipient {
  email: string;
  nickname: string;
  language: string;
}

/**
 * Sends an account mail (an activation, reset or e-mail change link) after the answer, without the caller waiting for delivery: an
 * answer that waited for the SMTP server would take measurably longer for registered addresses
 * than for unknown ones, and the user can always ask for the link again, so a failed delivery is
 * logged (without the address, which the mail server's reply may quote) rather than reported.
 */
export function sendAccountMail(
  app: AccountMailApp,
  kind: MailKind,
  recipient: MailRecipient,
  token?: string,
): void {
  const link = mailLink(kind, app.config.publicUrl, token);
  const mail = renderMail(kind, { lang: recipient.language, link, nickname: recipient.nickname });
  deliverAccountMail(app, kind, recipient.email, mail);
}

/** Sends a rendered account mail after the answer, as `sendAccountMail` does. */
export function deliverAccountMail(
  app: AccountMailApp,
  kind: string,
  to: string,
  mail: RenderedMail,
): void {
  app.backgroundTasks.run('account mail', async () => {
    try {
      await app.mailer.send({ to, ...mail });
    } catch (error) {
      app.log.error({ kind, error: describeError(error) }, 'account mail could not be sent');
    }
  });
}
