import {
  type SupportCategory,
  type SupportRequest,
  VALIDATION_MESSAGES as V,
} from '@carclub/contracts';
import { eq } from 'drizzle-orm';

import type { App } from '../../app-type';
import { users } from '../../db/schema';
import { memberKey } from '../auth';
import { httpErrors } from '../http-errors';
import type { RateLimitRule } from '../rate-limiter';
import { escapeHtml } from '../text';

const HOUR = 60 * 60_000;

/**
 * Messages to the team: enough for someone locked out to write twice or thrice, too few to use the
 * form as a relay for mail to the staff inbox. A member counts by account too, so changing
 * networks does not buy more.
 */
export const SUPPORT_RATE_LIMITS = {
  perIp: { max: 5, windowMs: HOUR },
  perMember: { max: 5, windowMs: HOUR },
} as const satisfies Record<string, RateLimitRule>;

/** The staff read the inbox in the site's own language. */
const CATEGORY_LABELS: Record<SupportCategory, string> = {
  account: 'Обліковий запис / Account',
  blocked: 'Блокування / Blocked account',
  content: 'Вміст сайту / Content',
  bug: 'Помилка сайту / Bug',
  other: 'Інше / Other',
};

export interface SupportSender {
  ip: string;
  /** The signed-in member, when there is one. */
  userId?: string;
  /** The interface language the visitor wrote in. */
  language: string;
}

type SupportApp = Pick<App, 'db' | 'config' | 'mailer' | 'rateLimiter' | 'log'>;

/**
 * Mails a visitor's message to SUPPORT_EMAIL, with the visitor as its Reply-To so that staff answer
 * with one click. The mail leaves before the answer (a form that says "sent" must have sent it);
 * a mail server that refuses it is a 503 the visitor can retry. Only the zod-checked e-mail and
 * the one-line subject reach header fields; the mailer encodes them, and the rest is body text.
 */
export async function sendSupportMessage(
  app: SupportApp,
  message: SupportRequest,
  sender: SupportSender,
): Promise<void> {
  await app.rateLimiter.consume(`support:ip:${sender.ip}`, SUPPORT_RATE_LIMITS.perIp);
  let member: { nickname: string; email: string } | undefined;
  if (sender.userId !== undefined) {
    await app.rateLimiter.consume(
      memberKey(sender.userId, 'support'),
      SUPPORT_RATE_LIMITS.perMember,
    );
    [member] = await app.db
      .select({ nickname: users.nickname, email: users.email })
      .from(users)
      .where(eq(users.id, sender.userId))
      .limit(1);
  }
  const replyTo = message.email ?? member?.email;
  if (replyTo === undefined) throw httpErrors.validation({ email: [V.required] });

  const rows: [string, string][] = [
    ['Від / From', message.name ? `${message.name} <${replyTo}>` : replyTo],
    ['Учасник / Member', member ? `${member.nickname} (${member.email})` : '—'],
    ['Тема / Category', CATEGORY_LABELS[message.category]],
    ['Мова / Language', sender.language],
  ];
  const text = [
    ...rows.map(([label, value]) => `${label}: ${value}`),
    '',
    message.subject,
    '',
    message.message,
  ].join('\n');
  const html = [
    '<table>',
    ...rows.map(
      ([label, value]) =>
        `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
    ),
    '</table>',
    `<h2>${escapeHtml(message.subject)}</h2>`,
    `<p style="white-space:pre-wrap">${escapeHtml(message.message)}</p>`,
  ].join('\n');

  try {
    await app.mailer.send({
      to: app.config.supportEmail,
      replyTo,
      subject: `[CarClub] ${CATEGORY_LABELS[message.category]}: ${message.subject}`,
      text,
      html,
    });
  } catch (error) {
    app.log.error({ err: error }, 'support message not sent');
    throw httpErrors.serviceUnavailable();
  }
}
