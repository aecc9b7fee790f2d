import type { App } from '../../app-type';
import { mailLink, type MailKind, renderMail } from '../../mail/templates';

/** What account mail uses of the app: the mailer, the log for failures, the public URL for links. */
export type AccountMailApp = Pick<App, 'mailer' | 'log' | 'config'>;

export interface MailRecipient {
  email: string;
  nickname: string;
  language: string;
}

/**
 * Sends an activation or reset link without waiting for delivery: an answer that waited for the
 * SMTP server would take measurably longer for registered addresses than for unknown ones, and the
 * user can always ask for the link again, so a failed delivery is logged rather than reported.
 */
export function sendAccountMail(
  app: AccountMailApp,
  kind: MailKind,
  recipient: MailRecipient,
  token: string,
): void {
  const link = mailLink(kind, app.config.publicUrl, token);
  const mail = renderMail(kind, { lang: recipient.language, link, nickname: recipient.nickname });
  app.mailer.send({ to: recipient.email, ...mail }).catch((error: unknown) => {
    app.log.error({ err: error, kind }, 'account mail could not be sent');
  });
}
